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
        match(Substring(url))
    }

    /// Routes `url`.
    public func match(_ url: Substring) -> MatchResult {
        if let result = url.utf8.withContiguousStorageIfAvailable({ match(bytes: $0, validateUTF8: false, input: url) }) {
            return result
        }
        var copy = String(url)
        copy.makeContiguousUTF8()
        return match(Substring(copy))
    }

    /// Routes a URL given as raw bytes, which need not be valid UTF-8 (bytes that are not
    /// UTF-8 make the URL `malformed`).
    public func match(utf8 bytes: some Collection<UInt8>) -> MatchResult {
        if let result = bytes.withContiguousStorageIfAvailable({ match(bytes: $0, validateUTF8: true, input: nil) }) {
            return result
        }
        return Array(bytes).withUnsafeBufferPointer { match(bytes: $0, validateUTF8: true, input: nil) }
    }

    private func match(bytes: UnsafeBufferPointer<UInt8>, validateUTF8: Bool, input: Substring?) -> MatchResult {
        let url: ScannedURL
        switch URLScanner.scan(bytes, limit: storage.maximumURLLength, validateUTF8: validateUTF8) {
        case .success(let scanned): url = scanned
        case .failure(let failure): return .notMatched(failure)
        }
        let searched = PathSegmenter.withSegments(of: url, in: bytes) { segments in
            storage.trie.withView { view in
                var lookup = Lookup(trie: view, storage: storage, segments: segments, bytes: bytes, url: url)
                let route = search(&lookup)
                return (route, lookup.captures)
            }
        }
        switch searched {
        case .failure(let failure):
            return .notMatched(failure)
        case .success(let (route, captures)):
            guard route >= 0 else { return .notMatched(NoMatch(reason: .noRoute, detail: "no route matches this URL")) }
            let text = input ?? Substring(String(decoding: bytes, as: UTF8.self))
            return .matched(RouteMatch(storage: storage, route: route, input: text, scanned: url, captures: captures))
        }
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
