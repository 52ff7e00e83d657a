/// The one path every URL-building entry point takes: choose the route's pattern, then build
/// and check its URL.
extension RouteTable {
    /// Chooses the pattern of `routeName` for the keys of `values` (and `scheme`), then builds
    /// the URL and checks it by the round-trip law: what
    /// ``url(for:parameters:query:fragment:scheme:form:)`` and
    /// ``url(for:parameterTexts:query:fragment:scheme:form:)`` both do, in either form.
    ///
    /// - Parameter convertingText: `values` are texts to convert to each parameter's declared
    ///   type first (see ``textValues(_:)``).
    /// - Parameter form: ``URLForm/qrFriendly`` rewrites the checked URL into that form and
    ///   checks it again.
    /// - Returns: the URL.
    @inline(__always)
    func builtURL(
        for routeName: String,
        values: [String: any RouteParameter],
        convertingText: Bool,
        query: [(name: String, value: any RouteParameter)],
        fragment: String?,
        scheme: String?,
        form: URLForm
    ) throws(URLBuildError) -> String {
        let route = try RouteChoice.choose(routeName, keys: values, scheme: scheme, in: storage)
        let origin = RouteChoice.absoluteOrigin(of: route, scheme: scheme, in: storage)
        let url = try URLBuilder(table: self, route: route, routeName: routeName, origin: origin)
            .build(values: values, convertingText: convertingText, query: query, fragment: fragment)
        switch form.kind {
        case .standard: return url
        case .qrFriendly: return try qrFriendlyForm(of: url, route: route, routeName: routeName, origin: origin)
        }
    }

    /// Values given as text, each boxed as its `String`, for a build with `convertingText`.
    static func textValues(_ texts: [String: String]) -> [String: any RouteParameter] {
        var values: [String: any RouteParameter] = [:]
        values.reserveCapacity(texts.count)
        for (key, text) in texts { values[key] = text }
        return values
    }
}
