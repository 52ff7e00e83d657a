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
        if let result = url.utf8.withContiguousStorageIfAvailable({ match(bytes: $0, validateUTF8: false, input: url, offset: 0) }) {
            return result
        }
        var copy = url
        copy.makeContiguousUTF8()
        return match(copy)
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

    /// The number of trie nodes a lookup of `url` enters: the measure of its work, for the
    /// test that bounds backtracking. `nil` when the URL is rejected before any lookup.
    func lookupVisits(_ url: String) -> Int? {
        var text = url
        return text.withUTF8 { bytes -> Int? in
            var visits: Int?
            _ = URLReader.read(bytes, limit: storage.maximumURLLength, validateUTF8: false) { scanned, segments in
                withExtraCaptures { extra in
                    storage.trie.withView { view in
                        var lookup = Lookup(trie: view, storage: storage, segments: segments, bytes: bytes, url: scanned, extraCaptures: extra)
                        _ = search(&lookup)
                        visits = lookup.visits
                    }
                }
            }
            return visits
        }
    }

    /// The number of nodes in the compiled trie.
    var nodeCount: Int { storage.trie.nodes.count }

    /// Matches `bytes`; `input` is the string they are part of, starting at UTF-8 `offset`
    /// (`nil` for raw bytes: a string is then made, on a hit only).
    private func match(bytes: UnsafeBufferPointer<UInt8>, validateUTF8: Bool, input: String?, offset: Int) -> MatchResult {
        var route: Int32 = -1
        var captures = Captures()
        var overflow: [UInt64]?
        var scanned = ScannedURL(range: 0..<0)
        let failure = URLReader.read(bytes, limit: storage.maximumURLLength, validateUTF8: validateUTF8) { url, segments in
            scanned = url
            withExtraCaptures { extra in
                storage.trie.withView { view in
                    var lookup = Lookup(trie: view, storage: storage, segments: segments, bytes: bytes, url: url, extraCaptures: extra)
                    route = search(&lookup)
                    guard route >= 0 else { return }
                    captures = lookup.captures
                    if let extra {
                        overflow = Array(UnsafeBufferPointer(start: extra, count: Int(storage.maximumCaptureSlots &- Captures.inlineCapacity)))
                    }
                }
            }
        }
        if let failure { return .notMatched(failure) }
        guard route >= 0 else { return .notMatched(NoMatch(reason: .noRoute, detail: "no route matches this URL")) }
        let text = input ?? String(decoding: bytes, as: UTF8.self)
        return .matched(RouteMatch(
            storage: storage, route: route, input: text, offset: input == nil ? 0 : offset,
            scanned: scanned, captures: captures, overflow: overflow
        ))
    }

    /// Runs `body` with scratch memory for capture slots past the eighth, or `nil` when no
    /// route of the table needs them (the common case: then nothing is set aside).
    @inline(__always)
    private func withExtraCaptures(_ body: (UnsafeMutablePointer<UInt64>?) -> Void) {
        let extra = Int(storage.maximumCaptureSlots &- Captures.inlineCapacity)
        guard extra > 0 else { return body(nil) }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: extra) { body($0.baseAddress!) }
    }

    /// Source first: routes pinned to the URL's scheme (and host), then unpinned routes, which
    /// see only relative references and URLs from a source the table knows.
    @inline(__always)
    private func search(_ lookup: inout Lookup) -> Int32 {
        let url = lookup.url
        if url.kind == .relative { return lookup.search(from: storage.unpinnedRoot) }
        guard let source = sourceIndex(of: url, in: lookup.bytes) else { return -1 }
        let root = storage.sources[source].root
        if root >= 0 {
            let route = lookup.search(from: root)
            if route >= 0 { return route }
        }
        return lookup.search(from: storage.unpinnedRoot)
    }

    private static let https: [UInt8] = Array("https".utf8)

    @inline(__always)
    private func sourceIndex(of url: ScannedURL, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let isWeb = url.kind == .web
        let scheme = UnsafeBufferPointer(rebasing: bytes[url.scheme])
        let host = UnsafeBufferPointer(rebasing: bytes[url.host])
        for (index, entry) in storage.sources.enumerated() where entry.isWeb == isWeb {
            let schemeMatches = scheme.isEmpty
                ? entry.scheme == Self.https
                : entry.scheme.withUnsafeBufferPointer { ASCII.equalsIgnoringCase($0, scheme) }
            guard schemeMatches else { continue }
            if !isWeb { return index }
            if entry.host.withUnsafeBufferPointer({ ASCII.equalsIgnoringCase($0, host) }) { return index }
        }
        return nil
    }
}
