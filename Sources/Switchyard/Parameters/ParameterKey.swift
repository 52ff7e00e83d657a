/// A parameter's name, made once and read many times: the fast way to read a parameter on a
/// hot path.
///
/// Reading by name first reads the name's bytes; a key holds them already, as a few integers
/// (its length and its first 15 bytes), so that finding the parameter compares integers
/// with each parameter of the route, and text only for a name longer than 15 bytes. A key is
/// not tied to a table: it reads the parameter of that name from any match, and can be a
/// `static let`. ``RouteTable/parameterKey(_:)`` makes one only for a name some route of the
/// table has.
///
/// ```swift
/// static let id = ParameterKey("id")
/// let recipe = try table.withMatch(url) { view throws(ParameterError) in
///     try view.parameter(Self.id, as: Int.self)
/// }
/// ```
public struct ParameterKey: Sendable, Hashable, CustomStringConvertible {
    /// The parameter's name, as written in patterns (`id` for `:id(int)`).
    public let name: String
    /// The name's length and first bytes, as a table's parameter records keep them.
    @usableFromInline
    let fingerprint: NameFingerprint

    /// A key for the parameter called `name`.
    public init(_ name: String) {
        self.name = name
        self.fingerprint = NameFingerprint(name)
    }

    /// The parameter's name.
    public var description: String { name }
}

extension RouteTable {
    /// A key for parameter `name`, or `nil` when no route of the table has a parameter of
    /// that name (a misspelt name is found here, once, rather than on every read).
    ///
    /// ```swift
    /// let id = table.parameterKey("id")!
    /// table.withMatch("raycipe://recipes/2") { try? $0.parameter(id, as: Int.self) }   // 2
    /// ```
    public func parameterKey(_ name: String) -> ParameterKey? {
        // The table's own copy of the name, so that comparing a long name with the stored one
        // takes the equal-strings fast path.
        guard let stored = storage.parameterNames.first(where: { $0 == name }) else { return nil }
        return ParameterKey(stored)
    }
}
