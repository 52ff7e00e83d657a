/// How a lookup runs, in its steps: read the URL (``readPlainURL(_:_:validateUTF8:)`` on the
/// fast path, ``readFullURL(_:validateUTF8:in:into:overflow:counting:)`` on the general one), then the
/// one matcher, ``matchReadURL(_:_:_:_:extraCaptures:plainPath:into:counting:)``, shared by both: choose the
/// source's root (``sourceRoot(of:in:_:)``), walk the trie from it (``Lookup/walk(from:)``),
/// and write the outcome (``writeOutcome(_:_:plainPath:into:)``).
extension RouteTable {
    /// What a lookup found: a failure, or the route with the URL's offsets and its captures
    /// (``CapturedURL``, what ``RouteMatch`` and ``MatchView`` read).
    @usableFromInline
    struct LookupOutcome {
        /// The route, the URL's offsets and the captures (meaningful on a hit).
        @usableFromInline var found: CapturedURL
        /// Why no route matched, or `nil` on a hit.
        @usableFromInline var failure: NoMatch?
        /// The method looked up, and the methods of the routes that matched but answer others.
        @usableFromInline var methods: MethodQuery

        /// Inlinable, so that ``RouteTable/withMatch(_:_:)`` (inlined into its caller) makes
        /// it in place rather than calling into the library.
        @inlinable
        init() {
            found = CapturedURL()
            failure = nil
            methods = MethodQuery()
        }

        /// The route found, written by the last step.
        var route: Int32 {
            get { found.route }
            set { found.route = newValue }
        }
    }

    /// The lookup (``RouteTableStorage/lookUp(_:validateUTF8:into:overflow:)``), counting the
    /// trie nodes its walks enter in `counter` (``VisitCounting``): with ``NoVisitCount`` for
    /// every lookup, with ``VisitCount`` for the tests' entry point (``lookupVisits(_:)``).
    @inline(__always)
    static func lookUp<Counter: VisitCounting>(
        _ bytes: UnsafeBufferPointer<UInt8>, validateUTF8: Bool, in storage: RouteTableStorage,
        into outcome: inout LookupOutcome, overflow: inout [UInt64]?, counting counter: inout Counter
    ) {
        // Offsets are kept in 32 bits. Both paths apply the table's limit (below that) to the
        // input as given before making any, so this test is redundant; it is kept because the
        // lookup compiles tighter with it (Docs/Performance.md, "The contract's checks").
        if _slowPath(bytes.count > RouteTableOptions.largestURLLength) {
            outcome.failure = Self.tooLong(limit: storage.maximumURLLength)
            return
        }
        if let (source, url) = readPlainURL(bytes, storage, validateUTF8: validateUTF8) {
            matchReadURL(source, url, bytes, storage, extraCaptures: nil, plainPath: true, into: &outcome, counting: &counter)
            return
        }
        readFullURL(bytes, validateUTF8: validateUTF8, in: storage, into: &outcome, overflow: &overflow, counting: &counter)
    }

    /// The lookup of a URL read already (``RouteTable/read(_:limit:_:)``): the matcher, from
    /// that reading, after the table's size limit.
    @inline(never)
    static func lookUp(
        _ url: ReadURL, in storage: RouteTableStorage, into outcome: inout LookupOutcome, overflow: inout [UInt64]?
    ) {
        if _slowPath(url.bytes.count > storage.maximumURLLength) {
            outcome.failure = Self.tooLong(limit: storage.maximumURLLength)
            return
        }
        let extra = storage.maximumCaptureSlots > Captures.inlineCapacity
        var uncounted = NoVisitCount()
        if let plain = url.plain {
            if extra {
                matchReadURLWithExtraCaptures(
                    plain, url.scanned, url.bytes, storage, plainPath: true, into: &outcome, overflow: &overflow, counting: &uncounted)
            } else {
                matchReadURL(plain, url.scanned, url.bytes, storage, extraCaptures: nil, plainPath: true, into: &outcome, counting: &uncounted)
            }
        } else if let split = url.split {
            if extra {
                matchReadURLWithExtraCaptures(
                    split, url.scanned, url.bytes, storage, plainPath: false, into: &outcome, overflow: &overflow, counting: &uncounted)
            } else {
                matchReadURL(split, url.scanned, url.bytes, storage, extraCaptures: nil, plainPath: false, into: &outcome, counting: &uncounted)
            }
        }
    }

    /// Step one on the fast path, reading the URL: the segments and scanned URL of `bytes`
    /// when the URL is plain and the table's routes capture at most eight values (no scratch
    /// for more), else `nil`.
    @inline(__always)
    static func readPlainURL(
        _ bytes: UnsafeBufferPointer<UInt8>, _ storage: RouteTableStorage, validateUTF8: Bool
    ) -> (PlainPathSegments, ScannedURL)? {
        guard storage.maximumCaptureSlots <= Captures.inlineCapacity else { return nil }
        return PlainPathSegments.read(bytes, limit: storage.maximumURLLength, validateUTF8: validateUTF8)
    }

    /// Step one on the general path, reading the URL: ``URLReader`` reads the whole URL
    /// (trimming, decoding, checking), and the matcher runs over the segments it split.
    @inline(never)
    static func readFullURL<Counter: VisitCounting>(
        _ bytes: UnsafeBufferPointer<UInt8>, validateUTF8: Bool, in storage: RouteTableStorage,
        into outcome: inout LookupOutcome, overflow: inout [UInt64]?, counting counter: inout Counter
    ) {
        // The closures get the storage as an unmanaged reference and borrow it back inside:
        // a class reference captured by the scratch-memory closures is retained and released on
        // every lookup, and the storage outlives the call anyway (the caller holds it).
        let table = Unmanaged.passUnretained(storage)
        let failure = URLReader.read(bytes, limit: storage.maximumURLLength, validateUTF8: validateUTF8) { url, segments in
            let source = SplitPathSegments(segments: segments, pathEnd: url.path.upperBound)
            table._withUnsafeGuaranteedRef { storage in
                if storage.maximumCaptureSlots <= Captures.inlineCapacity {
                    matchReadURL(source, url, bytes, storage, extraCaptures: nil, plainPath: false, into: &outcome, counting: &counter)
                } else {
                    matchReadURLWithExtraCaptures(
                        source, url, bytes, storage, plainPath: false, into: &outcome, overflow: &overflow, counting: &counter)
                }
            }
        }
        if let failure { outcome.failure = failure }
    }

    /// The matcher, for tables whose routes capture more than eight slots: the slots past the
    /// eighth go to scratch memory, copied to `overflow` on a hit. Kept out of line so that
    /// the common case has no scratch-memory closure (which would retain the storage).
    @inline(never)
    private static func matchReadURLWithExtraCaptures<Source: SegmentSource, Counter: VisitCounting>(
        _ source: Source, _ url: ScannedURL, _ bytes: UnsafeBufferPointer<UInt8>, _ storage: RouteTableStorage,
        plainPath: Bool, into outcome: inout LookupOutcome, overflow: inout [UInt64]?, counting counter: inout Counter
    ) {
        let extra = Int(storage.maximumCaptureSlots &- Captures.inlineCapacity)
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: extra) { scratch in
            // Zeroed first: the slots a route does not use are copied out with the rest, and
            // must not be read uninitialized.
            scratch.initialize(repeating: 0)
            matchReadURL(
                source, url, bytes, storage, extraCaptures: scratch.baseAddress!, plainPath: plainPath, into: &outcome, counting: &counter)
            if outcome.route >= 0 { overflow = Array(scratch) }
        }
    }

    /// The matcher, shared by both paths: from the URL read in step one, chooses the source's
    /// root and walks the trie (``walkFromRoots(_:_:_:)``), then writes the outcome.
    ///
    /// Captures are written in place, into `outcome` (on a miss what is left there is not read).
    /// `@_transparent`, so that each path gets it in line: as a call, the optimizer copied the
    /// segment source and the scanned URL into it on every lookup.
    @_transparent
    static func matchReadURL<Source: SegmentSource, Counter: VisitCounting>(
        _ source: Source, _ url: ScannedURL, _ bytes: UnsafeBufferPointer<UInt8>, _ storage: RouteTableStorage,
        extraCaptures: UnsafeMutablePointer<UInt64>?, plainPath: Bool, into outcome: inout LookupOutcome,
        counting counter: inout Counter
    ) {
        counter.beginWalk()
        let route = withUnsafeMutablePointer(to: &outcome.found.captures) { captures in
            var lookup = Lookup(
                storage: storage, source: source, bytes: bytes, url: url, captures: captures, extraCaptures: extraCaptures,
                methods: outcome.methods, counter: counter
            )
            let route = walkFromRoots(&lookup, url, storage)
            counter = lookup.counter
            outcome.methods.refused = lookup.refusedMethods
            return route
        }
        writeOutcome(route, url, plainPath: plainPath, into: &outcome)
    }

    /// The last step: records in `outcome` the route found (or, for -1, that none matched)
    /// and what of the scanned URL a match keeps. The captures are there already (the walk
    /// writes them in place).
    @inline(__always)
    static func writeOutcome(_ route: Int32, _ url: ScannedURL, plainPath: Bool, into outcome: inout LookupOutcome) {
        guard route >= 0 else {
            outcome.failure = noRoute
            return
        }
        outcome.route = route
        outcome.record(url)
        outcome.found.plainPath = plainPath
    }

    private static var noRoute: NoMatch { NoMatch(reason: .noRoute, detail: "no route matches this URL") }

    @inline(never)
    private static func tooLong(limit: Int) -> NoMatch {
        NoMatch(reason: .tooLong, detail: "the URL is longer than the size limit", offset: limit)
    }

    /// Choosing the root and walking: routes pinned to the URL's scheme (and host) first, then
    /// unpinned routes, which see only relative references and URLs from a source the table
    /// knows.
    ///
    /// A path alone (a server's request, a link inside the app) has no source to look up: it
    /// goes straight to the unpinned routes here, in line; the choice of a source's root is out
    /// of line, so that this stays small enough to be inlined into every path (as one function
    /// it was called out of line).
    @inline(__always)
    static func walkFromRoots<Source, Counter>(_ lookup: inout Lookup<Source, Counter>, _ url: ScannedURL, _ storage: RouteTableStorage) -> Int32 {
        if url.kind == .relative { return lookup.walk(from: storage.unpinnedRoot) }
        return walkFromSourceRoot(&lookup, url, storage)
    }

    /// ``walkFromRoots(_:_:_:)`` for a URL with a scheme: its source's routes, then the unpinned ones.
    @inline(never)
    private static func walkFromSourceRoot<Source, Counter>(_ lookup: inout Lookup<Source, Counter>, _ url: ScannedURL, _ storage: RouteTableStorage) -> Int32 {
        guard let root = sourceRoot(of: url, in: lookup.bytes, storage) else { return -1 }
        if root >= 0 {
            let route = lookup.walk(from: root)
            if route >= 0 { return route }
        }
        return lookup.walk(from: storage.unpinnedRoot)
    }

    /// The trie root of the source the URL comes from (-1 when the source has no pinned
    /// routes), or `nil` when the table does not know the source.
    ///
    /// Sources are kept in lower case, as most URLs write them, so the bytes are compared as
    /// they are first, in a loop that makes no call (a call in it kept every value of the loop
    /// on the stack); only a URL that matches no source so is compared again ignoring case,
    /// out of line.
    @inline(__always)
    private static func sourceRoot(of url: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>, _ storage: RouteTableStorage) -> Int32? {
        let isWeb = url.kind == .web
        let view = ByteView(bytes)
        let scheme = view.slice(from: url.scheme.lowerBound, to: url.scheme.upperBound)
        let host = view.slice(from: url.host.lowerBound, to: url.host.upperBound)
        let exact = storage.sourceKeys.withUnsafeBufferPointer { keys -> Int32? in
            storage.sourceBytes.withUnsafeBufferPointer { text -> Int32? in
                for key in keys where key.isWeb == isWeb {
                    guard Int(key.schemeCount) == scheme.count || scheme.isEmpty,
                        !isWeb || Int(key.hostCount) == host.count
                    else { continue }
                    let entryScheme = key.scheme(in: text)
                    guard scheme.isEmpty ? ASCII.equals(entryScheme, Self.defaultWebScheme) : ASCII.equals(entryScheme, scheme) else { continue }
                    if !isWeb || ASCII.equals(key.host(in: text), host) { return key.root }
                }
                return nil
            }
        }
        if let exact { return exact }
        return sourceRootIgnoringCase(isWeb: isWeb, scheme: scheme, host: host, storage)
    }

    /// The scheme of a web URL written without one (`//host/path`).
    private static var defaultWebScheme: UnsafeBufferPointer<UInt8> {
        @inline(__always) get {
            let https: StaticString = "https"
            return UnsafeBufferPointer(start: https.utf8Start, count: https.utf8CodeUnitCount)
        }
    }

    /// ``sourceRoot(of:in:_:)`` for a URL whose scheme or host is written in another case than
    /// the table's: out of line.
    @inline(never)
    private static func sourceRootIgnoringCase(
        isWeb: Bool, scheme: UnsafeBufferPointer<UInt8>, host: UnsafeBufferPointer<UInt8>, _ storage: RouteTableStorage
    ) -> Int32? {
        storage.sourceKeys.withUnsafeBufferPointer { keys -> Int32? in
            storage.sourceBytes.withUnsafeBufferPointer { text -> Int32? in
                for key in keys where key.isWeb == isWeb {
                    let schemeMatches =
                        scheme.isEmpty
                        ? ASCII.equals(key.scheme(in: text), Self.defaultWebScheme)
                        : ASCII.equalsIgnoringCase(key.scheme(in: text), scheme)
                    guard schemeMatches else { continue }
                    if !isWeb || ASCII.equalsIgnoringCase(key.host(in: text), host) { return key.root }
                }
                return nil
            }
        }
    }
}

extension RouteTableStorage.SourceKey {
    /// The key's scheme, in the table's source bytes `text`.
    @inline(__always)
    func scheme(in text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        ByteView(text).slice(from: Int(schemeStart), to: Int(schemeStart &+ schemeCount))
    }

    /// The key's host, in the table's source bytes `text`.
    @inline(__always)
    func host(in text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        ByteView(text).slice(from: Int(hostStart), to: Int(hostStart &+ hostCount))
    }
}

extension RouteTableStorage {
    /// The lookup: reads `bytes`, matches it against this table, and reports into `outcome`;
    /// capture slots past the eighth (for tables with such routes) are copied to `overflow` on
    /// a hit. Every entry point (``RouteTable/match(_:)``, ``RouteTable/withMatch(_:_:)``, the
    /// tests' hooks) runs it.
    ///
    /// Plain URLs take the fast path: one pass checks the path, and the walk splits it as it
    /// goes (``PlainPathSegments``). Every other URL is read by ``URLReader``, which trims,
    /// decodes and checks it. Both then go through the same matcher.
    ///
    /// A method of the storage, which it borrows, so that nothing here retains it (as a static
    /// function of `RouteTable`, its type argument, unused, made the optimizer call it through
    /// a thunk); never inlined, so that the fast path is inlined here instead (inlined into
    /// `match`, the optimizer called the reader out of line).
    @inline(never) @usableFromInline
    final func lookUp(
        _ bytes: UnsafeBufferPointer<UInt8>, validateUTF8: Bool, into outcome: inout RouteTable.LookupOutcome,
        overflow: inout [UInt64]?
    ) {
        var uncounted = NoVisitCount()
        RouteTable.lookUp(bytes, validateUTF8: validateUTF8, in: self, into: &outcome, overflow: &overflow, counting: &uncounted)
    }
}
