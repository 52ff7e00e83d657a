/// A compiled, immutable route table: give it a URL, get the most specific matching route.
///
/// Build it once from definitions (or a routes file, or the declarative ``Router``); building
/// checks every pattern and rejects conflicts, reporting every problem at once. The table is
/// `Sendable`: any number of tasks can match against it at the same time.
///
/// ```swift
/// let table = try RouteTable([
///     RouteDefinition(name: "recipe.detail", pattern: "raycipe://recipes/:id(int)"),
///     RouteDefinition(name: "recipe.slug", pattern: "raycipe://recipes/:slug"),
/// ])
/// let match = table.match("raycipe://recipes/2").match!
/// match.routeName                          // "recipe.detail"
/// try match.parameter("id", as: Int.self)  // 2
/// ```
///
/// - Complexity: a lookup costs time proportional to the URL's length, not to the number of
///   routes; a miss allocates nothing, and a hit with up to eight captures allocates nothing.
public struct RouteTable: Sendable {
    @usableFromInline
    let storage: RouteTableStorage
    /// Each route's requirements, by route index; `nil` when no route has any, so that a
    /// table without them carries no second buffer (RouteTable+Requirements.swift).
    @usableFromInline
    let routeRequirements: [[String]]?

    /// Builds a table.
    ///
    /// - Throws: ``RouteTableError`` with every problem: bad patterns (with their columns),
    ///   conflicting routes, bad declared sources.
    /// - Complexity: O(*n* log *n*) in the total size of the patterns.
    public init(_ definitions: [RouteDefinition], options: RouteTableOptions = RouteTableOptions()) throws(RouteTableError) {
        storage = try TableCompiler.compile(definitions, options: options)
        routeRequirements = Self.requirements(of: definitions)
    }

    /// Builds a table whose warnings start with `fileWarnings` (those of its routes file).
    init(_ definitions: [RouteDefinition], options: RouteTableOptions, fileWarnings: [RouteTableProblem]) throws(RouteTableError) {
        storage = try TableCompiler.compile(definitions, options: options, warnings: fileWarnings)
        routeRequirements = Self.requirements(of: definitions)
    }

    /// The number of routes (definitions) in the table.
    public var count: Int { storage.routes.count }

    /// The table's routes as definitions, in the order they were given.
    public var definitions: [RouteDefinition] {
        (0..<count).map {
            RouteDefinition(name: storage.names[$0], pattern: storage.patterns[$0], methods: methods(ofRoute: $0), requirements: requirements(ofRoute: $0))
        }
    }

    /// Warnings found while building (the table works, but something looks unintended).
    public var warnings: [RouteTableProblem] { storage.warnings }

    /// The sources the table knows: pinned schemes and hosts, and declared ones
    /// (`"raycipe:"`, `"https://raycipe.example.com"`).
    public var sources: [String] { storage.sources.map(\.source.description) }

    /// Routes `url`.
    @inlinable @inline(__always)
    public func match(_ url: String) -> MatchResult {
        // Inlined into the caller, as ``withMatch(_:_:)`` is: the lookup is the one call, and
        // the caller that switches on the result reads the match where it was made (as a call,
        // the result was copied out and destroyed through the enum's value witness). The
        // lookup reports into `outcome`, which holds no references; `withUTF8` would copy the
        // string (a retain and a release).
        var outcome = LookupOutcome()
        var overflow: [UInt64]?
        let table = Unmanaged.passUnretained(storage)
        let read: Void? = url.utf8.withContiguousStorageIfAvailable { bytes in
            table._withUnsafeGuaranteedRef { storage in
                storage.lookUp(bytes, validateUTF8: false, into: &outcome, overflow: &overflow)
            }
        }
        guard read != nil else { return matchOfCopy(url) }
        if let failure = outcome.failure { return .notMatched(failure) }
        // The string lent its bytes in place, so its UTF-8 is contiguous: the match asks it
        // for them again on each read.
        return .matched(RouteMatch(storage: storage, contiguous: url, offset: 0, found: outcome.found, overflow: consume overflow))
    }

    /// ``match(_:)-(String)`` for a string whose UTF-8 is not contiguous: on a contiguous copy,
    /// apart and never inlined.
    @usableFromInline @inline(never)
    func matchOfCopy(_ url: String) -> MatchResult {
        var copy = url
        copy.makeContiguousUTF8()
        return match(copy)
    }

    /// Routes `url` and runs `body` with the outcome, borrowed: the fast way to route in a
    /// hot loop.
    ///
    /// It finds what `match(_:)` finds, but the ``MatchView`` refers to the table and
    /// to `url`'s bytes instead of owning them, so a lookup does no reference counting and
    /// copies no result. The view is valid only inside `body`: do not store it or let it
    /// escape (make an owned ``RouteMatch`` with ``MatchView/makeMatch()`` if you need one).
    ///
    /// ```swift
    /// for url in urls {
    ///     let route = table.withMatch(url) { $0.routeIndex ?? -1 }
    ///     // …
    /// }
    /// let id = try table.withMatch("raycipe://recipes/2") { view throws(ParameterError) in
    ///     try view.parameter("id", as: Int.self)   // 2
    /// }
    /// ```
    ///
    /// - Throws: what `body` throws.
    @inlinable @inline(__always)
    public func withMatch<R, E: Error>(_ url: String, _ body: (MatchView) throws(E) -> R) throws(E) -> R {
        // All of it is inlined into the caller, `body` included: the lookup itself is the one
        // call that is not. The outcome stays on this stack; the view points at it. `body` is
        // never handed to a call, not even on the path of a string whose UTF-8 is not
        // contiguous (it is copied out of line and read here again): a closure handed to a
        // call on any path is made, on every lookup, with copies of what it captures, a
        // retain and a release for each captured reference.
        var value: R?
        var failure: E?
        let table = Unmanaged.passUnretained(storage)
        let read: Void? = url.utf8.withContiguousStorageIfAvailable { bytes in
            Self.lookUpAndRun(bytes, in: table, value: &value, failure: &failure, body)
        }
        if read == nil {
            _ = Self.contiguousCopy(of: url).utf8.withContiguousStorageIfAvailable { bytes in
                Self.lookUpAndRun(bytes, in: table, value: &value, failure: &failure, body)
            }
        }
        if let failure { throw failure }
        return value!
    }

    /// The lookup of ``withMatch(_:_:)`` and the call of its closure, inlined at both of its
    /// places there.
    @inlinable @inline(__always)
    static func lookUpAndRun<R, E: Error>(
        _ bytes: UnsafeBufferPointer<UInt8>, in table: Unmanaged<RouteTableStorage>, value: inout R?, failure: inout E?,
        _ body: (MatchView) throws(E) -> R
    ) {
        var outcome = LookupOutcome()
        var overflow: [UInt64]?
        table._withUnsafeGuaranteedRef { storage in
            storage.lookUp(bytes, validateUTF8: false, into: &outcome, overflow: &overflow)
        }
        MatchView.run(table: table, bytes: bytes, outcome: &outcome, overflow: &overflow, value: &value, error: &failure, body)
    }

    /// A copy of `url` whose UTF-8 is contiguous, for ``withMatch(_:_:)`` when `url`'s is not
    /// (a string bridged from Objective-C, for one): apart and never inlined, so that the copy
    /// is made only on this path.
    @usableFromInline @inline(never)
    static func contiguousCopy(of url: String) -> String {
        var copy = url
        copy.makeContiguousUTF8()
        return copy
    }

    /// Routes `url`.
    public func match(_ url: Substring) -> MatchResult {
        let base = url.base
        let offset = base.utf8.distance(from: base.startIndex, to: url.startIndex)
        let count = url.utf8.count
        let result = base.utf8.withContiguousStorageIfAvailable { all in
            match(bytes: UnsafeBufferPointer(rebasing: all[offset..<(offset &+ count)]), validateUTF8: false, input: base, offset: offset)
        }
        return result ?? match(String(url))
    }

    /// Routes a URL given as raw bytes, which need not be valid UTF-8 (bytes that are not
    /// UTF-8 make the URL `malformed`).
    public func match(utf8 bytes: some Collection<UInt8>) -> MatchResult {
        if let result = bytes.withContiguousStorageIfAvailable({ match(bytes: $0, validateUTF8: true, input: nil, offset: 0) }) {
            return result
        }
        return Array(bytes).withUnsafeBufferPointer { match(bytes: $0, validateUTF8: true, input: nil, offset: 0) }
    }

    /// Matches `bytes`; `input` is the string they are part of, starting at UTF-8 `offset`
    /// (`nil` for raw bytes: a string is then made, on a hit only).
    private func match(bytes: UnsafeBufferPointer<UInt8>, validateUTF8: Bool, input: String?, offset: Int) -> MatchResult {
        var outcome = LookupOutcome()
        var overflow: [UInt64]?
        storage.lookUp(bytes, validateUTF8: validateUTF8, into: &outcome, overflow: &overflow)
        return result(of: outcome, overflow: overflow, bytes: bytes, input: input, offset: offset)
    }

    /// The answer of a lookup of `bytes`, part of `input` from UTF-8 `offset` (`nil`: a string
    /// is made of the bytes, on a hit only).
    @inline(__always)
    func result(
        of outcome: LookupOutcome, overflow: [UInt64]?, bytes: UnsafeBufferPointer<UInt8>, input: String?, offset: Int
    ) -> MatchResult {
        if let failure = outcome.failure { return .notMatched(failure) }
        return .matched(
            RouteMatch(
                storage: storage, input: input ?? String(decoding: bytes, as: UTF8.self), offset: input == nil ? 0 : offset,
                found: outcome.found, overflow: overflow
            ))
    }
}
