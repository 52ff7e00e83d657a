extension QueryItems: CustomStringConvertible {
    /// The decoded items in order, as in `[recipeID: "12", tag: "a", tag: "b"]`; `[]` for none.
    public var description: String {
        "[" + items.map(\.description).joined(separator: ", ") + "]"
    }
}

extension QueryItems.Item: CustomStringConvertible {
    /// `name: "value"`, the value quoted and escaped as in Swift source.
    public var description: String {
        "\(name): \(value.debugDescription)"
    }
}
