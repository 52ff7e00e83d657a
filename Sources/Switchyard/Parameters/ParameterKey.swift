/// A parameter's name, made once and read many times: the fast way to read a parameter on a
/// hot path.
///
/// Reading by name compares the name with those of the route's parameters (their lengths
/// first). A key carries a hash of its name, so that finding the parameter compares two
/// integers per parameter of the route and the name itself only once. A key is not tied to
/// a table: it reads the parameter of that name from any match, and can be a `static let`.
/// ``RouteTable/parameterKey(_:)`` makes one only for a name some route of the table has.
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
    /// ``ParameterKey/hash(of:)`` of the name.
    @usableFromInline
    let hash: UInt32

    /// A key for the parameter called `name`.
    public init(_ name: String) {
        self.name = name
        self.hash = Self.hash(of: name)
    }

    /// The parameter's name.
    public var description: String { name }

    /// A 32-bit FNV-1a hash of the name's UTF-8, its length folded in: what a table keeps for
    /// each parameter record, so that a key finds its record with integer comparisons.
    static func hash(of name: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        var count: UInt32 = 0
        for byte in name.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
            count &+= 1
        }
        return hash ^ (count &* 0x9E37_79B9)
    }
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
        // The table's own copy of the name, so that comparing it with the stored one takes
        // the equal-strings fast path whatever its length.
        guard let stored = storage.parameterNames.first(where: { $0 == name }) else { return nil }
        return ParameterKey(stored)
    }
}
