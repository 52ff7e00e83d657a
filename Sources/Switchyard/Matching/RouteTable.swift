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

    /// Builds a table.
    ///
    /// - Throws: ``RouteTableError`` with every problem: bad patterns (with their columns),
    ///   conflicting routes, bad declared sources.
    /// - Complexity: O(*n* log *n*) in the total size of the patterns.
    public init(_ definitions: [RouteDefinition], options: RouteTableOptions = RouteTableOptions()) throws(RouteTableError) {
        storage = try TableCompiler.compile(definitions, options: options)
    }

    /// The number of routes (definitions) in the table.
    public var count: Int { storage.routes.count }

    /// The table's routes as definitions, in the order they were given.
    public var definitions: [RouteDefinition] {
        (0..<count).map { RouteDefinition(name: storage.names[$0], pattern: storage.patterns[$0]) }
    }

    /// Warnings found while building (the table works, but something looks unintended).
    public var warnings: [RouteTableProblem] { storage.warnings }

    /// The sources the table knows: pinned schemes and hosts, and declared ones
    /// (`"raycipe:"`, `"https://raycipe.example.com"`).
    public var sources: [String] { storage.sources.map(\.source.description) }

    /// Routes `url`.
    public func match(_ url: String) -> MatchResult {
        // The lookup reports into `outcome`, which holds no references, and the result is
        // made here once: going through `withUTF8` would copy the string (a retain and a
        // release), and returning the result from the closure would copy it again.
        var outcome = LookupOutcome()
        var overflow: [UInt64]?
        let read: Void? = url.utf8.withContiguousStorageIfAvailable {
            Self.lookUp($0, validateUTF8: false, in: storage, into: &outcome, overflow: &overflow)
        }
        guard read != nil else {
            var copy = url
            copy.makeContiguousUTF8()
            return match(copy)
        }
        if let failure = outcome.failure { return .notMatched(failure) }
        return .matched(RouteMatch(
            storage: storage, route: outcome.route, input: url, offset: 0,
            kind: outcome.kind, trimmedSpan: outcome.trimmedSpan, querySpan: outcome.querySpan, captures: outcome.captures, overflow: consume overflow
        ))
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
    @inlinable
    public func withMatch<R, E: Error>(_ url: String, _ body: (MatchView) throws(E) -> R) throws(E) -> R {
        // All of it is inlined into the caller, `body` included: the lookup itself is the one
        // call that is not. The outcome stays on this stack; the view points at it.
        var value: R?
        var failure: E?
        let table = Unmanaged.passUnretained(storage)
        let read: Void? = url.utf8.withContiguousStorageIfAvailable { bytes in
            var outcome = LookupOutcome()
            var overflow: [UInt64]?
            Self.lookUp(bytes, table, into: &outcome, overflow: &overflow)
            withUnsafePointer(to: &outcome) { outcome in
                withUnsafePointer(to: &overflow) { overflow in
                    do throws(E) {
                        value = try body(MatchView(table: table, bytes: bytes, outcome: outcome, overflow: overflow))
                    } catch {
                        failure = error
                    }
                }
            }
        }
        guard read != nil else {
            var copy = url
            copy.makeContiguousUTF8()
            return try withMatch(copy, body)
        }
        if let failure { throw failure }
        return value!
    }

    /// The lookup of ``withMatch(_:_:)``: reads `bytes` and searches the trie, reporting into
    /// `outcome` (the table is the caller's, borrowed).
    @usableFromInline
    static func lookUp(
        _ bytes: UnsafeBufferPointer<UInt8>, _ table: Unmanaged<RouteTableStorage>,
        into outcome: inout LookupOutcome, overflow: inout [UInt64]?
    ) {
        table._withUnsafeGuaranteedRef { storage in
            lookUp(bytes, validateUTF8: false, in: storage, into: &outcome, overflow: &overflow)
        }
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

    /// Whether lookups count the trie nodes they enter (``lookupVisits(_:)``): in debug
    /// builds only, so that release lookups do not pay for it.
    static var countsVisits: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// The number of trie nodes a lookup of `url` enters: the measure of its work, for the
    /// test that bounds backtracking (0 unless ``countsVisits``). `nil` when the URL is
    /// rejected before any lookup. The fast path's count when it serves the URL, else the
    /// general path's.
    func lookupVisits(_ url: String) -> Int? {
        var text = url
        return text.withUTF8 { bytes -> Int? in
            if storage.maximumCaptureSlots <= Captures.inlineCapacity,
               let (source, scanned) = PlainPathSegments.read(bytes, limit: storage.maximumURLLength, validateUTF8: false) {
                return storage.trie.withView { view -> Int in
                    var lookup = Lookup(trie: view, storage: storage, source: source, bytes: bytes, url: scanned, extraCaptures: nil)
                    _ = Self.search(&lookup, scanned, storage)
                    return lookup.visits
                }
            }
            var visits: Int?
            _ = URLReader.read(bytes, limit: storage.maximumURLLength, validateUTF8: false) { scanned, segments in
                Self.withExtraCaptures(storage) { extra in
                    storage.trie.withView { view in
                        let source = SplitPathSegments(segments: segments, pathEnd: scanned.path.upperBound)
                        var lookup = Lookup(trie: view, storage: storage, source: source, bytes: bytes, url: scanned, extraCaptures: extra)
                        _ = Self.search(&lookup, scanned, storage)
                        visits = lookup.visits
                    }
                }
            }
            return visits
        }
    }

    /// Routes `url` through the general path alone (``URLReader``, then the search over the
    /// segments it split), never the fast path: for the test that checks both agree.
    func matchThroughReader(_ url: String) -> MatchResult {
        var text = url
        text.makeContiguousUTF8()
        var outcome = LookupOutcome()
        var overflow: [UInt64]?
        text.withUTF8 { bytes in
            Self.lookUpSplit(bytes, validateUTF8: false, in: storage, into: &outcome, overflow: &overflow)
        }
        if let failure = outcome.failure { return .notMatched(failure) }
        return .matched(RouteMatch(
            storage: storage, route: outcome.route, input: text, offset: 0, kind: outcome.kind,
            trimmedSpan: outcome.trimmedSpan, querySpan: outcome.querySpan, captures: outcome.captures, overflow: overflow
        ))
    }

    /// Whether `url` takes the fast path (``PlainPathSegments``), for the tests.
    func takesFastPath(_ url: String) -> Bool {
        var text = url
        return text.withUTF8 { bytes in
            storage.maximumCaptureSlots <= Captures.inlineCapacity
                && PlainPathSegments.read(bytes, limit: storage.maximumURLLength, validateUTF8: false) != nil
        }
    }

    /// The number of nodes in the compiled trie.
    var nodeCount: Int { storage.trie.nodeCount }

    /// Matches `bytes`; `input` is the string they are part of, starting at UTF-8 `offset`
    /// (`nil` for raw bytes: a string is then made, on a hit only).
    private func match(bytes: UnsafeBufferPointer<UInt8>, validateUTF8: Bool, input: String?, offset: Int) -> MatchResult {
        var outcome = LookupOutcome()
        var overflow: [UInt64]?
        Self.lookUp(bytes, validateUTF8: validateUTF8, in: storage, into: &outcome, overflow: &overflow)
        if let failure = outcome.failure { return .notMatched(failure) }
        return .matched(RouteMatch(
            storage: storage, route: outcome.route, input: input ?? String(decoding: bytes, as: UTF8.self),
            offset: input == nil ? 0 : offset, kind: outcome.kind, trimmedSpan: outcome.trimmedSpan, querySpan: outcome.querySpan, captures: outcome.captures, overflow: overflow
        ))
    }

    /// What a lookup found: a failure, or the route with the scanned URL and its captures.
    @usableFromInline
    struct LookupOutcome {
        @usableFromInline var failure: NoMatch?
        @usableFromInline var route: Int32
        /// Of the scanned URL, what a ``RouteMatch`` keeps (the rest is not copied out).
        @usableFromInline var kind: ScannedURL.Kind
        @usableFromInline var trimmedSpan: ScannedURL.Span
        @usableFromInline var querySpan: ScannedURL.Span
        @usableFromInline var captures: Captures

        /// Inlinable, so that ``RouteTable/withMatch(_:_:)`` (inlined into its caller) makes
        /// it in place rather than calling into the library.
        @inlinable
        init() {
            failure = nil
            route = -1
            kind = .relative
            trimmedSpan = ScannedURL.Span(lower: -1, upper: -1)
            querySpan = ScannedURL.Span(lower: -1, upper: -1)
            captures = Captures()
        }
    }

    /// Reads `bytes` and searches the trie, reporting into `outcome`; capture slots past the
    /// eighth (for tables with such routes) are copied to `overflow` on a hit.
    ///
    /// Plain URLs take the fast path: one pass checks the path, and the walk splits it as it
    /// goes (``PlainPathSegments``). Every other URL is read by ``URLReader``, which trims,
    /// decodes and checks it, and then searched.
    ///
    /// A static function taking the storage as a (borrowed) argument: the closures below then
    /// capture a borrowed reference, where capturing `self` or a property read from it would
    /// retain and release the storage on every lookup.
    ///
    /// Never inlined: the reader is inlined here instead (inlining this into `match` made the
    /// optimizer call the reader out of line, through its closure: 38 instructions more).
    @inline(never)
    private static func lookUp(
        _ bytes: UnsafeBufferPointer<UInt8>, validateUTF8: Bool, in storage: RouteTableStorage,
        into outcome: inout LookupOutcome, overflow: inout [UInt64]?
    ) {
        // Offsets are kept in 32 bits; a table's limit is below that, but leading white space
        // (trimmed before the limit is applied) could still carry them past on a 2 GiB input.
        if _slowPath(bytes.count > RouteTableOptions.largestURLLength) {
            outcome.failure = Self.tooLongForOffsets(bytes.count)
            return
        }
        if storage.maximumCaptureSlots <= Captures.inlineCapacity,
           let (source, url) = PlainPathSegments.read(bytes, limit: storage.maximumURLLength, validateUTF8: validateUTF8) {
            lookUpPlain(source, url, bytes, in: storage, into: &outcome)
            return
        }
        lookUpSplit(bytes, validateUTF8: validateUTF8, in: storage, into: &outcome, overflow: &overflow)
    }

    /// The fast path: searches the trie over a plain path.
    @inline(__always)
    private static func lookUpPlain(
        _ source: PlainPathSegments, _ url: ScannedURL, _ bytes: UnsafeBufferPointer<UInt8>, in storage: RouteTableStorage,
        into outcome: inout LookupOutcome
    ) {
        storage.trie.withView { view in
            var lookup = Lookup(trie: view, storage: storage, source: source, bytes: bytes, url: url, extraCaptures: nil)
            let route = search(&lookup, url, storage)
            guard route >= 0 else {
                outcome.failure = noRoute
                return
            }
            outcome.route = route
            outcome.captures = lookup.captures
            outcome.kind = url.kind
            outcome.trimmedSpan = url.trimmedSpan
            outcome.querySpan = url.querySpan
        }
    }

    /// The general path: ``URLReader`` reads the whole URL (trimming, decoding, checking), then
    /// the trie is searched over the segments it split.
    @inline(never)
    private static func lookUpSplit(
        _ bytes: UnsafeBufferPointer<UInt8>, validateUTF8: Bool, in storage: RouteTableStorage,
        into outcome: inout LookupOutcome, overflow: inout [UInt64]?
    ) {
        // The closures get the storage as an unmanaged reference and borrow it back inside:
        // a class reference captured by the scratch-memory closures is retained and released on
        // every lookup, and the storage outlives the call anyway (the caller holds it).
        let table = Unmanaged.passUnretained(storage)
        outcome.failure = URLReader.read(bytes, limit: storage.maximumURLLength, validateUTF8: validateUTF8) { url, segments in
            outcome.kind = url.kind
            outcome.trimmedSpan = url.trimmedSpan
            outcome.querySpan = url.querySpan
            let source = SplitPathSegments(segments: segments, pathEnd: url.path.upperBound)
            table._withUnsafeGuaranteedRef { storage in
                if storage.maximumCaptureSlots <= Captures.inlineCapacity {
                    search(storage, source, url, bytes, extraCaptures: nil, into: &outcome)
                } else {
                    searchWithExtraCaptures(storage, source, url, bytes, into: &outcome, overflow: &overflow)
                }
            }
        }
        if outcome.failure == nil && outcome.route < 0 {
            outcome.failure = noRoute
        }
    }

    private static var noRoute: NoMatch { NoMatch(reason: .noRoute, detail: "no route matches this URL") }

    @inline(never)
    private static func tooLongForOffsets(_ count: Int) -> NoMatch {
        NoMatch(reason: .tooLong, detail: "the URL is longer than the size limit", offset: count)
    }

    /// Searches the trie for the scanned URL, reporting into `outcome`.
    @inline(__always)
    private static func search(
        _ storage: RouteTableStorage, _ source: SplitPathSegments, _ url: ScannedURL, _ bytes: UnsafeBufferPointer<UInt8>,
        extraCaptures: UnsafeMutablePointer<UInt64>?, into outcome: inout LookupOutcome
    ) {
        storage.trie.withView { view in
            var lookup = Lookup(trie: view, storage: storage, source: source, bytes: bytes, url: url, extraCaptures: extraCaptures)
            outcome.route = search(&lookup, url, storage)
            if outcome.route >= 0 { outcome.captures = lookup.captures }
        }
    }

    /// The search for tables whose routes capture more than eight slots: the slots past the
    /// eighth go to scratch memory, copied to `overflow` on a hit. Kept out of line so that
    /// the common case has no scratch-memory closure (which would retain the storage).
    @inline(never)
    private static func searchWithExtraCaptures(
        _ storage: RouteTableStorage, _ source: SplitPathSegments, _ url: ScannedURL, _ bytes: UnsafeBufferPointer<UInt8>,
        into outcome: inout LookupOutcome, overflow: inout [UInt64]?
    ) {
        let extra = Int(storage.maximumCaptureSlots &- Captures.inlineCapacity)
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: extra) { scratch in
            search(storage, source, url, bytes, extraCaptures: scratch.baseAddress!, into: &outcome)
            if outcome.route >= 0 { overflow = Array(scratch) }
        }
    }

    /// Runs `body` with scratch memory for capture slots past the eighth, or `nil` when no
    /// route of the table needs them (the common case: then nothing is set aside).
    @inline(__always)
    private static func withExtraCaptures(_ storage: RouteTableStorage, _ body: (UnsafeMutablePointer<UInt64>?) -> Void) {
        let extra = Int(storage.maximumCaptureSlots &- Captures.inlineCapacity)
        guard extra > 0 else { return body(nil) }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: extra) { body($0.baseAddress!) }
    }

    /// Source first: routes pinned to the URL's scheme (and host), then unpinned routes, which
    /// see only relative references and URLs from a source the table knows.
    @inline(__always)
    private static func search<Source>(_ lookup: inout Lookup<Source>, _ url: ScannedURL, _ storage: RouteTableStorage) -> Int32 {
        if url.kind == .relative { return lookup.search(from: storage.unpinnedRoot) }
        guard let root = sourceRoot(of: url, in: lookup.bytes, storage) else { return -1 }
        if root >= 0 {
            let route = lookup.search(from: root)
            if route >= 0 { return route }
        }
        return lookup.search(from: storage.unpinnedRoot)
    }

    /// The trie root of the source the URL comes from (-1 when the source has no pinned
    /// routes), or `nil` when the table does not know the source.
    @inline(__always)
    private static func sourceRoot(of url: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, _ storage: RouteTableStorage) -> Int32? {
        let isWeb = url.kind == .web
        let scheme = UnsafeBufferPointer(rebasing: bytes[url.scheme])
        let host = UnsafeBufferPointer(rebasing: bytes[url.host])
        let https: StaticString = "https"
        return storage.sourceKeys.withUnsafeBufferPointer { keys -> Int32? in
            storage.sourceBytes.withUnsafeBufferPointer { text -> Int32? in
                for key in keys where key.isWeb == isWeb {
                    // Lengths first, then the exact bytes (sources are kept in lower case, as most
                    // URLs write them): the case-insensitive comparison is a call.
                    if !scheme.isEmpty && Int(key.schemeCount) != scheme.count { continue }
                    if isWeb && Int(key.hostCount) != host.count { continue }
                    let entryScheme = UnsafeBufferPointer(rebasing: text[Int(key.schemeStart)..<Int(key.schemeStart &+ key.schemeCount)])
                    let schemeMatches = scheme.isEmpty
                        ? ASCII.equals(entryScheme, UnsafeBufferPointer(start: https.utf8Start, count: https.utf8CodeUnitCount))
                        : ASCII.equals(entryScheme, scheme) || ASCII.equalsIgnoringCase(entryScheme, scheme)
                    guard schemeMatches else { continue }
                    if !isWeb { return key.root }
                    let entryHost = UnsafeBufferPointer(rebasing: text[Int(key.hostStart)..<Int(key.hostStart &+ key.hostCount)])
                    if ASCII.equals(entryHost, host) || ASCII.equalsIgnoringCase(entryHost, host) { return key.root }
                }
                return nil
            }
        }
    }
}
