extension NoMatch: CustomStringConvertible {
    /// The reason, the detail and the offset on one line.
    ///
    /// ```swift
    /// print(table.match("raycipe://recipes/%G1").noMatch!)
    /// // malformed: bad percent-encoding in the path (% must be followed by two hex digits) (at byte 18)
    /// ```
    public var description: String {
        var text = "\(reason): \(detail)"
        if let offset { text += " (at byte \(offset))" }
        return text
    }
}
