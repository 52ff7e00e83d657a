/// The one path every URL-building entry point takes: choose the route's pattern, then build
/// and check its URL.
extension RouteTable {
    /// Chooses the pattern of `routeName` for the keys of `values` (and `scheme`), then builds
    /// the URL and checks it by the round-trip law: what ``url(for:parameters:query:fragment:scheme:)``,
    /// ``url(for:parameterTexts:query:fragment:scheme:)`` and the QR-friendly forms all do.
    ///
    /// - Parameter convertingText: `values` are texts to convert to each parameter's declared
    ///   type first (see ``textValues(_:)``).
    /// - Returns: the URL and the route it was built for.
    @inline(__always)
    func builtURL(
        for routeName: String,
        values: [String: any RouteParameter],
        convertingText: Bool,
        query: [(name: String, value: any RouteParameter)],
        fragment: String?,
        scheme: String?
    ) throws(URLBuildError) -> (url: String, route: Int32) {
        let route = try RouteChoice.choose(routeName, keys: values, scheme: scheme, in: storage)
        let url = try URLBuilder(table: self, route: route, routeName: routeName)
            .build(values: values, convertingText: convertingText, query: query, fragment: fragment)
        return (url, route)
    }

    /// Values given as text, each boxed as its `String`, for a build with `convertingText`.
    static func textValues(_ texts: [String: String]) -> [String: any RouteParameter] {
        var values: [String: any RouteParameter] = [:]
        values.reserveCapacity(texts.count)
        for (key, text) in texts { values[key] = text }
        return values
    }
}
