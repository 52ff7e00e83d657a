/// Which of a name's patterns a URL is built from (Docs/BuildingURLs.md, "Which pattern").
///
/// The candidates are the routes with the name, in table order; when a scheme is asked for,
/// only the patterns pinned to that scheme, and the unpinned ones when the table's public
/// origin (``RouteTableOptions/origin``) has that scheme. Among them:
///
/// 1. the first whose parameter names equal the given keys;
/// 2. otherwise the one whose parameter names are all among the keys and that names the most
///    of them (the first such on a tie); the keys it does not name become query items;
/// 3. otherwise the first candidate, which then fails with a missing parameter.
///
/// ```swift
/// // recipe.detail  raycipe://recipes/:id(int)
/// // recipe.detail  https://raycipe.example.com/recipes/:id(int)
/// RouteChoice.choose("recipe.detail", keys: ["id"], scheme: nil, in: storage)      // the raycipe pattern
/// RouteChoice.choose("recipe.detail", keys: ["id"], scheme: "https", in: storage)  // the https pattern
/// ```
enum RouteChoice {
    /// The route to build, or the reason there is none.
    ///
    /// - Complexity: O(*p*) in the number of patterns with the name, plus a hash lookup.
    static func choose(
        _ name: String, keys: [String: any RouteParameter], scheme: String?, in storage: RouteTableStorage
    ) throws(URLBuildError) -> Int32 {
        var route = storage.nameIndex.first(named: name, in: storage.names)
        guard route >= 0 else { throw URLBuildError(.unknownRoute, routeName: name, pattern: nil) }
        var wanted = Array((scheme ?? "").utf8)
        if wanted.last == ASCII.slash && wanted.count >= 3 && wanted[wanted.count &- 2] == ASCII.slash { wanted.removeLast(2) }
        if wanted.last == ASCII.colon { wanted.removeLast() }
        // Whether the unpinned patterns build on the public origin for this scheme: decided once.
        let onPublicOrigin = scheme.map { isPublicOriginScheme($0, in: storage) } ?? false

        var first: Int32 = -1
        var best: Int32 = -1
        var bestCount = -1
        while route >= 0 {
            defer { route = storage.nameIndex.next(after: route) }
            if scheme != nil {
                let pinned = storage.patterns.withUTF8(at: Int(route)) { text in
                    wanted.withUnsafeBufferPointer { PatternTemplate(text).hasScheme($0) }
                }
                guard pinned || (onPublicOrigin && isUnpinned(route, in: storage)) else { continue }
            }
            if first < 0 { first = route }
            let parameters = storage.parameters(of: route)
            guard parameters.allSatisfy({ keys[storage.name(of: $0)] != nil }) else { continue }
            if parameters.count == keys.count { return route }
            if parameters.count > bestCount {
                best = route
                bestCount = parameters.count
            }
        }
        if best >= 0 { return best }
        if first >= 0 { return first }
        throw URLBuildError(
            .noPatternForScheme(scheme: scheme ?? "", available: schemes(of: name, in: storage)),
            routeName: name, pattern: nil
        )
    }

    /// The origin an absolute URL of `route` is built on: the table's public origin when
    /// `scheme` is its scheme and the route's pattern names no scheme; `nil` otherwise (the
    /// pattern's own scheme and host, or a relative URL).
    static func absoluteOrigin(of route: Int32, scheme: String?, in storage: RouteTableStorage) -> String? {
        guard let scheme, let origin = storage.origin, isPublicOriginScheme(scheme, in: storage), isUnpinned(route, in: storage) else { return nil }
        return origin.description
    }

    /// Whether `scheme`, as a caller writes it (any case, with or without `:` or `://`), is the
    /// scheme of the table's public origin.
    static func isPublicOriginScheme(_ scheme: String, in storage: RouteTableStorage) -> Bool {
        guard let origin = storage.origin else { return false }
        var wanted = Substring(scheme.lowercased())
        if wanted.hasSuffix("://") { wanted = wanted.dropLast(3) }
        if wanted.hasSuffix(":") { wanted = wanted.dropLast() }
        return wanted == origin.scheme
    }

    /// Whether `route`'s pattern names no scheme.
    static func isUnpinned(_ route: Int32, in storage: RouteTableStorage) -> Bool {
        storage.patterns.withUTF8(at: Int(route)) { PatternTemplate($0).scheme == nil }
    }

    /// The schemes of a name's patterns, in table order without repeats; `relative` for
    /// patterns without a scheme.
    static func schemes(of name: String, in storage: RouteTableStorage) -> [String] {
        var result: [String] = []
        var route = storage.nameIndex.first(named: name, in: storage.names)
        while route >= 0 {
            let scheme = storage.patterns.withUTF8(at: Int(route)) { PatternTemplate($0).scheme } ?? URLBuildError.relativeScheme
            if !result.contains(scheme) { result.append(scheme) }
            route = storage.nameIndex.next(after: route)
        }
        return result
    }
}
