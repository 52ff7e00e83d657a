/// Building a route's URL in its QR-friendly form: the form that scans smallest.
///
/// ```swift
/// try table.url(for: "recipe.detail", parameters: ["id": 2], scheme: "https")
/// // "https://raycipe.example.com/recipes/2"
/// try table.qrFriendlyURL(for: "recipe.detail", parameters: ["id": 2], scheme: "https")
/// // "HTTPS://RAYCIPE.EXAMPLE.COM/recipes/2"
/// // "HTTPS://RAYCIPE.EXAMPLE.COM/RECIPES/2" in a table with @case-insensitive-paths
/// ```
extension RouteTable {
    /// Builds the URL for a route, as ``url(for:parameters:query:fragment:scheme:)`` does, in
    /// the form that encodes smallest in a QR code while the table still routes it to the same
    /// route with the same values.
    ///
    /// The scheme, and a web link's host, are upper-cased always; path literals only when the
    /// table folds their case (``RouteTableOptions/caseInsensitivePaths``, the routes-file
    /// `@case-insensitive-paths`); `int` and `uuid` path values are upper-cased too, since they
    /// read back as the same value. Other values, the query and the fragment are as built, and
    /// percent-escapes use upper-case hex. An upper-case link is held by the QR code's
    /// alphanumeric mode (5.5 bits a character instead of 8), so its symbol is smaller.
    ///
    /// The round-trip law holds for this form as for any built URL: it is matched against the
    /// table and must give this route, with every parameter reading back as the value it was
    /// built from (a `uuid` compared as a UUID, ignoring case).
    ///
    /// - Returns: the URL, as text.
    /// - Throws: ``URLBuildError``, as ``url(for:parameters:query:fragment:scheme:)`` does, and
    ///   when the QR-friendly form does not round-trip (it then names that form).
    public func qrFriendlyURL(
        for routeName: String,
        parameters: [String: any RouteParameter] = [:],
        query: [(name: String, value: any RouteParameter)] = [],
        fragment: String? = nil,
        scheme: String? = nil
    ) throws(URLBuildError) -> String {
        let built = try builtURL(for: routeName, values: parameters, convertingText: false, query: query, fragment: fragment, scheme: scheme)
        return try qrFriendlyForm(of: built.url, route: built.route, routeName: routeName)
    }

    /// Builds the QR-friendly URL for a route from values given as text, converting each to
    /// its parameter's declared type first, as ``url(for:parameterTexts:query:fragment:scheme:)``
    /// does.
    ///
    /// ```swift
    /// try table.qrFriendlyURL(for: "recipe.detail", parameterTexts: ["id": "007"])   // "RAYCIPE://recipes/7"
    /// ```
    public func qrFriendlyURL(
        for routeName: String,
        parameterTexts: [String: String],
        query: [(name: String, value: any RouteParameter)] = [],
        fragment: String? = nil,
        scheme: String? = nil
    ) throws(URLBuildError) -> String {
        let values = Self.textValues(parameterTexts)
        let built = try builtURL(for: routeName, values: values, convertingText: true, query: query, fragment: fragment, scheme: scheme)
        return try qrFriendlyForm(of: built.url, route: built.route, routeName: routeName)
    }

    /// Rewrites the checked `url` of `route` and checks the rewritten form the same way.
    private func qrFriendlyForm(of url: String, route: Int32, routeName: String) throws(URLBuildError) -> String {
        let infos = storage.parameters(of: route)
        let kinds = infos.filter { $0.location != .query }.map(\.kind)
        let friendly = storage.patterns.withUTF8(at: Int(route)) { pattern in
            QRFriendlyForm.rewrite(url, pattern: pattern, kinds: kinds, caseInsensitivePaths: storage.trie.caseInsensitive)
        }
        guard friendly != url else { return url }
        func fail(_ problem: URLBuildError.Problem) -> URLBuildError {
            URLBuildError(problem, routeName: routeName, pattern: storage.patterns[Int(route)])
        }
        guard case .matched(let built) = match(url) else { return url }
        switch match(friendly) {
        case .notMatched(let miss):
            throw fail(.unroutable(url: friendly, reason: miss.description))
        case .matched(let read):
            guard read.route == route else {
                throw fail(.shadowed(url: friendly, routeName: storage.names[Int(read.route)], pattern: storage.patterns[Int(read.route)]))
            }
            for info in infos {
                let expected = built.decodedText(info)
                let got = read.decodedText(info)
                let same = info.kind == .uuid ? expected.lowercased() == got.lowercased() : expected == got
                if !same {
                    throw fail(.changedOnReadBack(url: friendly, name: storage.name(of: info), built: expected, read: got))
                }
            }
        }
        return friendly
    }
}
