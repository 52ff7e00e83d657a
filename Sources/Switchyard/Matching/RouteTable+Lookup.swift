/// How a lookup runs: the entry points' common core, the fast path for plain URLs, the
/// general path, and the source dispatch.
extension RouteTable {
    /// The lookup of ``withMatch(_:_:)``: reads `bytes` and searches the trie, reporting into
    /// `outcome` (the table is the caller's, borrowed). Inlinable, so that `withMatch` calls
    /// the lookup itself rather than a function that calls it.
    @inlinable
    static func lookUp(
        _ bytes: UnsafeBufferPointer<UInt8>, _ table: Unmanaged<RouteTableStorage>,
        into outcome: inout LookupOutcome, overflow: inout [UInt64]?
    ) {
        table._withUnsafeGuaranteedRef { storage in
            lookUp(bytes, validateUTF8: false, in: storage, into: &outcome, overflow: &overflow)
        }
    }

    /// What a lookup found: a failure, or the route with the URL's offsets and its captures
    /// (``CapturedURL``, what ``RouteMatch`` and ``MatchView`` read).
    @usableFromInline
    struct LookupOutcome {
        @usableFromInline var failure: NoMatch?
        @usableFromInline var found: CapturedURL

        /// Inlinable, so that ``RouteTable/withMatch(_:_:)`` (inlined into its caller) makes
        /// it in place rather than calling into the library.
        @inlinable
        init() {
            failure = nil
            found = CapturedURL()
        }

        /// The route found, written by the search.
        var route: Int32 {
            get { found.route }
            set { found.route = newValue }
        }

        /// The captures, written in place by the search.
        var captures: Captures {
            _read { yield found.captures }
            _modify { yield &found.captures }
        }

        /// Whether the fast path took the URL.
        var plainPath: Bool {
            get { found.plainPath }
            set { found.plainPath = newValue }
        }
    }

    /// Reads `bytes` and searches the trie, reporting into `outcome`; capture slots past the
    /// eighth (for tables with such routes) are copied to `overflow` on a hit.
    ///
    /// Plain URLs take the fast path: one pass checks the path, and the walk splits it as it
    /// goes (``PlainPathSegments``). Every other URL is read by ``URLReader``, which trims,
    /// decodes and checks it, and then searched.
    ///
    /// A static function taking the storage as a (borrowed) argument, so that nothing here
    /// retains it; never inlined, so that the fast path is inlined here instead (inlining this
    /// into `match` made the optimizer call the reader out of line: 38 instructions more).
    @inline(never) @usableFromInline
    static func lookUp(
        _ bytes: UnsafeBufferPointer<UInt8>, validateUTF8: Bool, in storage: RouteTableStorage,
        into outcome: inout LookupOutcome, overflow: inout [UInt64]?
    ) {
        // Offsets are kept in 32 bits. Both paths apply the table's limit (below that) to the
        // input as given before making any, so this test is redundant; it is kept because the
        // lookup compiles tighter with it (Docs/Performance.md, "The contract's checks").
        if _slowPath(bytes.count > RouteTableOptions.largestURLLength) {
            outcome.failure = Self.tooLong(limit: storage.maximumURLLength)
            return
        }
        if let (source, url) = plainSource(bytes, storage, validateUTF8: validateUTF8) {
            // The fast path, written here rather than called: as a function, even one marked
            // `@inline(__always)`, it was called out of line, copying its arguments (30 instructions).
            let route = withUnsafeMutablePointer(to: &outcome.captures) { captures in
                var lookup = Lookup(
                    storage: storage, source: source, bytes: bytes, url: url, captures: captures, extraCaptures: nil
                )
                return search(&lookup, url, storage)
            }
            guard route >= 0 else {
                outcome.failure = noRoute
                return
            }
            outcome.route = route
            outcome.record(url)
            outcome.plainPath = true
            return
        }
        lookUpSplit(bytes, validateUTF8: validateUTF8, in: storage, into: &outcome, overflow: &overflow)
    }

    /// The fast path's segments and scanned URL for `bytes`, when the URL is plain and the
    /// table's routes capture at most eight values (no scratch for more), else `nil`.
    @inline(__always)
    static func plainSource(
        _ bytes: UnsafeBufferPointer<UInt8>, _ storage: RouteTableStorage, validateUTF8: Bool
    ) -> (PlainPathSegments, ScannedURL)? {
        guard storage.maximumCaptureSlots <= Captures.inlineCapacity else { return nil }
        return PlainPathSegments.read(bytes, limit: storage.maximumURLLength, validateUTF8: validateUTF8)
    }

    /// The general path: ``URLReader`` reads the whole URL (trimming, decoding, checking), then
    /// the trie is searched over the segments it split.
    @inline(never)
    static func lookUpSplit(
        _ bytes: UnsafeBufferPointer<UInt8>, validateUTF8: Bool, in storage: RouteTableStorage,
        into outcome: inout LookupOutcome, overflow: inout [UInt64]?
    ) {
        // The closures get the storage as an unmanaged reference and borrow it back inside:
        // a class reference captured by the scratch-memory closures is retained and released on
        // every lookup, and the storage outlives the call anyway (the caller holds it).
        let table = Unmanaged.passUnretained(storage)
        outcome.failure = URLReader.read(bytes, limit: storage.maximumURLLength, validateUTF8: validateUTF8) { url, segments in
            outcome.record(url)
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
    private static func tooLong(limit: Int) -> NoMatch {
        NoMatch(reason: .tooLong, detail: "the URL is longer than the size limit", offset: limit)
    }

    /// Searches the trie for the scanned URL, reporting into `outcome`.
    @inline(__always)
    static func search(
        _ storage: RouteTableStorage, _ source: SplitPathSegments, _ url: ScannedURL, _ bytes: UnsafeBufferPointer<UInt8>,
        extraCaptures: UnsafeMutablePointer<UInt64>?, into outcome: inout LookupOutcome
    ) {
        outcome.route = withUnsafeMutablePointer(to: &outcome.captures) { captures in
            var lookup = Lookup(
                storage: storage, source: source, bytes: bytes, url: url, captures: captures, extraCaptures: extraCaptures
            )
            return search(&lookup, url, storage)
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
            // Zeroed first: the slots a route does not use are copied out with the rest, and
            // must not be read uninitialized.
            scratch.initialize(repeating: 0)
            search(storage, source, url, bytes, extraCaptures: scratch.baseAddress!, into: &outcome)
            if outcome.route >= 0 { overflow = Array(scratch) }
        }
    }

    /// Runs `body` with scratch memory for capture slots past the eighth, or `nil` when no
    /// route of the table needs them (the common case: then nothing is set aside).
    @inline(__always)
    static func withExtraCaptures(_ storage: RouteTableStorage, _ body: (UnsafeMutablePointer<UInt64>?) -> Void) {
        let extra = Int(storage.maximumCaptureSlots &- Captures.inlineCapacity)
        guard extra > 0 else { return body(nil) }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: extra) {
            $0.initialize(repeating: 0)
            body($0.baseAddress!)
        }
    }

    /// Source first: routes pinned to the URL's scheme (and host), then unpinned routes, which
    /// see only relative references and URLs from a source the table knows.
    ///
    /// A path alone (a server's request, a link inside the app) has no source to look up: it
    /// goes straight to the unpinned routes here, in line; the dispatch is out of line, so that
    /// this stays small enough to be inlined into every path (as one function it was called
    /// out of line: about 20 instructions a path lookup).
    @inline(__always)
    static func search<Source>(_ lookup: inout Lookup<Source>, _ url: ScannedURL, _ storage: RouteTableStorage) -> Int32 {
        if url.kind == .relative { return lookup.search(from: storage.unpinnedRoot) }
        return searchFromSource(&lookup, url, storage)
    }

    /// ``search(_:_:_:)`` for a URL with a scheme: its source's routes, then the unpinned ones.
    @inline(never)
    private static func searchFromSource<Source>(_ lookup: inout Lookup<Source>, _ url: ScannedURL, _ storage: RouteTableStorage) -> Int32 {
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
                    let schemeMatches =
                        scheme.isEmpty
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
