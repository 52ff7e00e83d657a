extension Router {
    /// Builds the URL for a route of this router, checked so that resolving it reaches the same
    /// route with the same values: ``RouteTable/url(for:parameters:query:fragment:scheme:form:)`` on
    /// the router's table.
    ///
    /// This is the dynamic form, by name, with the values keyed by the parameters' names: for a
    /// route known only at run time. A route declared as a ``RouteDeclaration`` builds its URL
    /// from typed values, checked by the compiler: ``url(for:_:query:fragment:scheme:form:)``.
    ///
    /// ```swift
    /// try router.url(for: "recipe.detail", parameters: ["id": 2])                   // "raycipe://recipes/2"
    /// try router.url(for: "recipe.detail", parameters: ["id": 2], scheme: "https")  // "https://raycipe.example.com/recipes/2"
    /// try router.url(for: "recipe.detail", parameters: ["id": 2], form: .qrFriendly)  // "RAYCIPE://recipes/2"
    /// ```
    ///
    /// - Throws: ``URLBuildError``.
    public func url(
        for routeName: String,
        parameters: [String: any RouteParameter] = [:],
        query: [(name: String, value: any RouteParameter)] = [],
        fragment: String? = nil,
        scheme: String? = nil,
        form: URLForm = .standard
    ) throws(URLBuildError) -> String {
        try table.url(for: routeName, parameters: parameters, query: query, fragment: fragment, scheme: scheme, form: form)
    }
}
