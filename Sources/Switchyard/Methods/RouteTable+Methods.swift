extension RouteTable {
    /// The HTTP methods route `index` answers; empty for a route that answers every method.
    public func methods(ofRoute index: Int) -> [HTTPMethod] {
        let mask = storage.methods(of: Int32(index))
        return mask == MethodBits.everyMethod ? [] : storage.methodBits.methods(in: mask)
    }

    /// Whether some route answers only some methods: a table for requests.
    public var hasMethods: Bool { !storage.routeMethods.isEmpty }
}
