/// Building a declared route's URL from typed values: the values are the route's parameters in
/// the order its patterns capture them, so a value missing or of the wrong type does not
/// compile.
extension Router {
    /// Builds the URL of the route `declaration` declares from `values`, as
    /// ``RouteTable/url(for:parameters:query:fragment:scheme:form:)`` builds it from values by
    /// name (the same pattern choice, encoding, forms and round-trip check).
    ///
    /// ```swift
    /// enum Links {
    ///     static let recipe = RouteDeclaration(
    ///         "recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)", capturing: Int.self)
    /// }
    /// try router.url(for: Links.recipe, 2)                     // "raycipe://recipes/2"
    /// try router.url(for: Links.recipe, 2, scheme: "https")    // "https://raycipe.example.com/recipes/2"
    /// ```
    ///
    /// - Throws: ``URLBuildError``: the route is not in this router's table, or a value that
    ///   is not valid where it goes (an empty segment, a control character), or another route
    ///   would match the URL.
    public func url<each Value: RouteParameter>(
        for declaration: RouteDeclaration<(repeat each Value)>, _ values: repeat each Value,
        query: [(name: String, value: any RouteParameter)] = [], fragment: String? = nil, scheme: String? = nil,
        form: URLForm = .standard
    ) throws(URLBuildError) -> String {
        try table.url(for: declaration, repeat each values, query: query, fragment: fragment, scheme: scheme, form: form)
    }
}

extension RouteTable {
    /// Builds the URL of the route `declaration` declares from `values`, in the order its
    /// patterns capture them: ``Router/url(for:_:query:fragment:scheme:form:)``, for a table.
    ///
    /// - Throws: ``URLBuildError``, as ``url(for:parameters:query:fragment:scheme:form:)`` does.
    public func url<each Value: RouteParameter>(
        for declaration: RouteDeclaration<(repeat each Value)>, _ values: repeat each Value,
        query: [(name: String, value: any RouteParameter)] = [], fragment: String? = nil, scheme: String? = nil,
        form: URLForm = .standard
    ) throws(URLBuildError) -> String {
        var list: [any RouteParameter] = []
        for value in repeat each values { list.append(value) }
        var parameters: [String: any RouteParameter] = [:]
        // Every pattern of a router's route captures the same names (the router checks it), so
        // the first pattern of the declaration's name names the values.
        let route = storage.nameIndex.first(named: declaration.name, in: storage.names)
        if route >= 0 {
            for (parameter, value) in zip(namedParameters(ofRoute: Int(route)), list) { parameters[parameter.name] = value }
        }
        return try url(for: declaration.name, parameters: parameters, query: query, fragment: fragment, scheme: scheme, form: form)
    }
}
