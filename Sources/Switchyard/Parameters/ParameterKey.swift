/// A parameter's name, made once and read many times: the fast way to read a parameter on a
/// hot path.
///
/// A key made in a table (``RouteTable/parameterKey(_:)``) knows where each route of that
/// table captured the parameter, so that a read from one of the table's matches is a
/// compare, a load and no search. Any other key (`ParameterKey("id")`, or one made in another
/// table) finds the parameter by its name, held as a few integers (its length and first 15
/// bytes): finding it compares integers with each parameter of the route, and text only for a
/// name longer than 15 bytes. Either way a key reads the parameter of that name from any match
/// and can be a `static let`. Two keys are equal when their names are.
///
/// ```swift
/// let id = table.parameterKey("id")!        // checked once: nil for a name no route has
/// let recipe = try table.withMatch(url) { view throws(ParameterError) in
///     try view.parameter(id, as: Int.self)
/// }
/// static let slug = ParameterKey("slug")    // for any table
/// ```
public struct ParameterKey: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The name, its fingerprint and (for a key made in a table) that table and the memory
    /// the codes are in, kept alive by the key.
    @usableFromInline
    let resolved: ResolvedParameterKey
    /// `resolved`'s table address and codes, copied into the key so that a read finds the
    /// code with no load through `resolved`; a read keeps `resolved` alive until the code is
    /// loaded, since `resolved` owns the codes' memory.
    @usableFromInline
    let tableAddress: UInt
    @usableFromInline
    let codes: UnsafePointer<Code>

    /// Where a route captured the key's parameter, in a coding of our own, made so that one
    /// compare of its low byte with the lookup's ``CapturedURL/segmentCodeLimit`` says whether
    /// the parameter is read with no look at the URL (a segment of a plain path, in an inline
    /// capture slot):
    ///
    /// - a path segment in inline slot `s` (0 to 7): the code is `s` itself (bits 2–0; every
    ///   other bit 0), so its low byte is below 8;
    /// - any other ``ParameterDirectory/Entry`` `e` (a slot past the eighth, a `**` or query
    ///   capture, or -1 for no such parameter): `e << 8 | 0x80`, that is bits 63–8 the entry
    ///   (sign included), bit 7 set, bits 6–0 zero, so its low byte is 0x80, above every limit.
    ///
    /// ``code(_:)`` makes a code and ``entry(_:)`` reads it back; nothing else reads its bits.
    /// A full word, so that the slot needs no widening to index the captures.
    @usableFromInline
    typealias Code = Int

    /// A key for the parameter called `name`.
    public init(_ name: String) {
        self.init(ResolvedParameterKey(name: name, table: nil, entries: []))
    }

    init(_ resolved: ResolvedParameterKey) {
        self.resolved = resolved
        self.tableAddress = resolved.tableAddress
        self.codes = UnsafePointer(resolved.codes)
    }

    /// The parameter's name, as written in patterns (`id` for `:id(int)`).
    public var name: String { resolved.name }

    /// The parameter's name.
    public var description: String { name }

    /// True when the names are equal.
    public static func == (a: ParameterKey, b: ParameterKey) -> Bool { a.resolved.name == b.resolved.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(resolved.name) }

    /// The code for `route` when the key was made in the table at `tableAddress` (that of -1
    /// when that route has no such parameter, or no route matched), or `nil` when it was not
    /// (find it by name).
    ///
    /// A route of a match of the key's own table is one of that table's routes, of which the
    /// key has one code each; a miss's route is -1, whose code (before the first route's) is
    /// that of no parameter, so that a miss needs no test of its own.
    @inlinable @inline(__always)
    func code(tableAddress: UInt, route: Int32) -> Code? {
        guard tableAddress == self.tableAddress else { return nil }
        assert(route >= -1, "route \(route) of a match")
        // The codes' memory is `resolved`'s: it must outlive the load, whatever the caller
        // does with the key after it.
        return withExtendedLifetime(resolved) { codes[Int(route)] }
    }

    /// The code of `entry` (see ``Code``).
    static func code(_ entry: ParameterDirectory.Entry) -> Code {
        if ParameterDirectory.isInlineSegment(entry) { return Code(ParameterDirectory.slot(entry)) }
        return Code(entry) &<< 8 | 0x80
    }

    /// The entry `code` stands for (see ``Code``): bit 7 clear, a path segment in the inline
    /// slot the code is; set, the entry in bits 63–8.
    @inlinable @inline(__always)
    static func entry(_ code: Code) -> ParameterDirectory.Entry {
        guard code & 0x80 != 0 else { return ParameterDirectory.entry(segmentInSlot: Int32(truncatingIfNeeded: code)) }
        return ParameterDirectory.Entry(truncatingIfNeeded: code &>> 8)
    }

    /// The entry of the parameter of `route` (-1: none matched) of `table` with the key's
    /// name, or -1: for a key made in another table, or in none. Out of line, so that a read
    /// by a key made in the table holds nothing else.
    @usableFromInline @inline(never)
    func entry(byNameIn table: Unmanaged<RouteTableStorage>, route: Int32) -> ParameterDirectory.Entry {
        guard route >= 0 else { return -1 }
        // A name of up to 15 bytes by its fingerprint alone, from the directory's plain memory
        // (the table's name array is read only for a longer name).
        let fingerprint = resolved.fingerprint
        if fingerprint.isExact { return table._withUnsafeGuaranteedRef { $0.directory }.entry(exact: fingerprint, route: route) }
        return table._withUnsafeGuaranteedRef { storage in
            storage.directory.entry(named: resolved.name, resolved.fingerprint, route: route, names: storage.parameterNames)
        }
    }
}

/// What a ``ParameterKey`` holds: its name, the name's fingerprint and, for a key made in a
/// table, that table and one ``ParameterKey/Code`` per route (that of -1 for a route without
/// the parameter), in memory the object owns.
///
/// Invariant: `tableAddress` is the address of `table`, which the key keeps alive, so that no
/// other table can have that address while the key exists; `codes` holds one code per route
/// of that table (and at least one slot, never read, when `table` is `nil`: `tableAddress` is
/// then 0, no table's), after one more, `codes[-1]`, the code of -1: a miss's route's.
/// The codes are written once, in `init`.
@usableFromInline
final class ResolvedParameterKey: @unchecked Sendable {
    @usableFromInline let name: String
    @usableFromInline let fingerprint: NameFingerprint
    /// The table the codes are for, kept alive so that its address stays its own.
    let table: RouteTableStorage?
    let tableAddress: UInt
    let codes: UnsafeMutablePointer<ParameterKey.Code>
    /// The number of routes with a code (`codes[0..<routeCount]`).
    let routeCount: Int

    init(name: String, table: RouteTableStorage?, entries: [ParameterDirectory.Entry]) {
        self.name = name
        self.routeCount = entries.count
        self.fingerprint = NameFingerprint(name)
        self.table = table
        self.tableAddress = table.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0
        self.codes = .allocate(capacity: Swift.max(entries.count, 1) &+ 1) + 1
        (codes - 1).initialize(repeating: ParameterKey.code(-1), count: Swift.max(entries.count, 1) &+ 1)
        for (index, entry) in entries.enumerated() { codes[index] = ParameterKey.code(entry) }
    }

    deinit {
        (codes - 1).deallocate()
    }

    /// The ways the key breaks its invariant (the type's comment): empty when `tableAddress`
    /// is its table's, `codes[-1]` is the code of -1 and each route's code stands for the
    /// entry the table's directory finds for the name. The tests call this in debug and
    /// release builds alike.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if codes[-1] != ParameterKey.code(-1) { problems.append("codes[-1] is \(codes[-1]), not the code of -1") }
        guard let table else {
            if tableAddress != 0 || routeCount != 0 { problems.append("a key of no table has address \(tableAddress) and \(routeCount) codes") }
            return problems
        }
        if tableAddress != UInt(bitPattern: Unmanaged.passUnretained(table).toOpaque()) {
            problems.append("the table address is not the table's")
        }
        if routeCount != table.routes.count { problems.append("\(routeCount) codes for \(table.routes.count) routes") }
        for route in 0..<Swift.min(routeCount, table.routes.count) {
            let expected = table.directory.entry(named: name, fingerprint, route: Int32(route), names: table.parameterNames)
            let code = codes[route]
            if ParameterKey.entry(code) != expected { problems.append("route \(route)'s code \(code) stands for \(ParameterKey.entry(code)), not \(expected)") }
            if (UInt8(truncatingIfNeeded: code) < UInt8(truncatingIfNeeded: Captures.inlineCapacity)) != ParameterDirectory.isInlineSegment(expected) {
                problems.append("route \(route)'s code \(code) does not say whether it is an inline segment")
            }
        }
        return problems
    }
}

extension RouteTable {
    /// A key for parameter `name`, or `nil` when no route of the table has a parameter of
    /// that name (a misspelt name is found here, once, rather than on every read).
    ///
    /// The key knows where each route of this table captures the parameter, so that reading
    /// it from this table's matches searches nothing; it reads any other table's matches by
    /// name, as ``ParameterKey/init(_:)``'s keys do. The key keeps the table's storage alive
    /// while it lives: a key meant to outlive its table (a `static let` for tables loaded
    /// again and again) is better made with ``ParameterKey/init(_:)``, which ties to none.
    ///
    /// ```swift
    /// let id = table.parameterKey("id")!
    /// table.withMatch("raycipe://recipes/2") { try? $0.parameter(id, as: Int.self) }   // Optional(2)
    /// ```
    public func parameterKey(_ name: String) -> ParameterKey? {
        // The table's own copy of the name, so that comparing a long name with the stored one
        // takes the equal-strings fast path.
        guard let stored = storage.parameterNames.first(where: { $0 == name }) else { return nil }
        let fingerprint = NameFingerprint(stored)
        let entries = (0..<Int32(storage.routes.count)).map { route in
            storage.directory.entry(named: stored, fingerprint, route: route, names: storage.parameterNames)
        }
        return ParameterKey(ResolvedParameterKey(name: stored, table: storage, entries: entries))
    }
}
