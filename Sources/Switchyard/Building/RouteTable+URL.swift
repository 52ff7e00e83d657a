/// Building URLs from routes: the inverse of ``RouteTable/match(_:)-(String)``.
///
/// ```swift
/// let table = try RouteTable([
///     RouteDefinition(name: "recipe.new", pattern: "raycipe://recipes/new"),
///     RouteDefinition(name: "recipe.detail", pattern: "raycipe://recipes/:id(int)"),
///     RouteDefinition(name: "recipe.detail", pattern: "https://raycipe.example.com/recipes/:id(int)"),
///     RouteDefinition(name: "recipe.slug", pattern: "raycipe://recipes/:slug"),
/// ])
/// try table.url(for: "recipe.detail", parameters: ["id": 2])                    // "raycipe://recipes/2"
/// try table.url(for: "recipe.detail", parameters: ["id": 2], scheme: "https")   // "https://raycipe.example.com/recipes/2"
/// try table.url(for: "recipe.slug", parameters: ["slug": "crème brûlée"])       // "raycipe://recipes/cr%C3%A8me%20br%C3%BBl%C3%A9e"
/// try table.url(for: "recipe.slug", parameters: ["slug": "new"])                // throws: shadowed by 'recipe.new'
/// try table.url(for: "recipe.detail", parameters: ["id": 2], form: .qrFriendly) // "RAYCIPE://recipes/2"
/// ```
extension RouteTable {
    /// Builds the URL for the route named `routeName` from typed values, checked against the
    /// table so that matching it gives the same route and the same values back.
    ///
    /// **Which pattern.** When a name has several patterns (a custom scheme and a universal
    /// link), the first in the table whose parameter names equal the keys of `parameters` is
    /// used; failing that, the one that names the most of the keys (all its names among them),
    /// the first on a tie. Pass `scheme` (`"https"`, `"raycipe"`) to consider only the patterns
    /// pinned to that scheme. Patterns without a scheme build a relative `/path`; asked for
    /// the scheme of the table's public origin (``RouteTableOptions/origin``, the routes-file
    /// `@origin`), they build an absolute URL on that origin
    /// (`https://api.example.com/repos/apple/swift`).
    ///
    /// **Values.** Any ``RouteParameter``: `Int`, `Double`, `Bool`, `String`, `UUID`, or a type
    /// of your own. Each is written as its `routeParameterText`, which must convert back through
    /// the value's type and be valid for the parameter's declared type (a `String` `"12"` may
    /// fill `:id(int)`, `"abc"` may not). Keys the pattern does not name become query items,
    /// sorted by name, after the pattern's own query; `query` items come last, in order. A key
    /// that names a presence-only constraint (`?debug`) gives it a value (`?debug=1`); without
    /// one the key is written bare (`?debug`).
    ///
    /// **Encoding.** Every byte outside `A-Z a-z 0-9 - . _ ~` is percent-encoded with upper-case
    /// hex (`+` → `%2B`, space → `%20`, `/` → `%2F`), except the `/` between the segments of a
    /// `**name` value. See `Docs/BuildingURLs.md`.
    ///
    /// **Form.** ``URLForm/standard`` writes the URL as built; ``URLForm/qrFriendly`` writes
    /// the form that scans smallest in a QR code (upper-case scheme and web host, and more;
    /// see ``URLForm/qrFriendly``), checked by the round-trip law in that form too.
    ///
    /// ```swift
    /// try table.url(for: "recipe.share", parameters: ["recipeID": 12, "utm_source": "qr"])
    /// // "raycipe://share?recipeID=12&utm_source=qr"
    /// try table.url(for: "files", parameters: ["path": "docs/read me.md"], fragment: "top")
    /// // "/files/docs/read%20me.md#top"    (pattern /files/**path)
    /// ```
    ///
    /// - Parameters:
    ///   - routeName: the route's name.
    ///   - parameters: values by parameter name.
    ///   - query: extra query items, written last, in order; their names must not be keys the
    ///     pattern constrains.
    ///   - fragment: the fragment, or `nil` for none (`""` writes a bare `#`).
    ///   - scheme: consider only patterns pinned to this scheme (case-insensitive; `"raycipe:"`
    ///     and `"raycipe://"` are accepted too), and the patterns without a scheme when the
    ///     table's public origin has this scheme; `nil` for all.
    ///   - form: the form the URL is written in: ``URLForm/standard`` (the default) or
    ///     ``URLForm/qrFriendly``.
    /// - Returns: the URL, as text.
    /// - Throws: ``URLBuildError``, naming the reason: an unknown route, no pattern for the
    ///   scheme, a missing parameter, a value that does not convert, a control character, an
    ///   empty path value, an empty `**name` segment, a `.`/`..` part, an unnamed `*`, a
    ///   constrained query key given again, the size limit, or another route that would match
    ///   the URL (``URLBuildError/shadowingRouteName``); in the QR-friendly form, also when
    ///   that form does not round-trip (the error then names that form).
    /// - Complexity: O(*n*) in the length of the URL plus one lookup (``match(_:)-(String)``);
    ///   the route is found by a hash of its name, and the pattern is read from its stored
    ///   text without being parsed again.
    public func url(
        for routeName: String,
        parameters: [String: any RouteParameter] = [:],
        query: [(name: String, value: any RouteParameter)] = [],
        fragment: String? = nil,
        scheme: String? = nil,
        form: URLForm = .standard
    ) throws(URLBuildError) -> String {
        try builtURL(for: routeName, values: parameters, convertingText: false, query: query, fragment: fragment, scheme: scheme, form: form)
    }

    /// Builds the URL for a route from values given as text, as on a command line or in a
    /// form: each is first converted to its parameter's declared type and printed back
    /// (`"007"` for `:id(int)` gives `7`, `"2.50"` for `double` gives `2.5`, a `uuid` is written
    /// in lower case), and fails with ``URLBuildError/Reason/notConvertible`` when it does not
    /// convert. Untyped and custom-typed values are used as written.
    ///
    /// ```swift
    /// try table.url(for: "recipe.detail", parameterTexts: ["id": "007"])   // "raycipe://recipes/7"
    /// try table.url(for: "recipe.detail", parameterTexts: ["id": "abc"])
    /// // throws: parameter 'id': "abc" is not a valid int
    /// try table.url(for: "recipe.detail", parameterTexts: ["id": "007"], form: .qrFriendly)   // "RAYCIPE://recipes/7"
    /// ```
    ///
    /// Everything else is as in ``url(for:parameters:query:fragment:scheme:form:)``.
    public func url(
        for routeName: String,
        parameterTexts: [String: String],
        query: [(name: String, value: any RouteParameter)] = [],
        fragment: String? = nil,
        scheme: String? = nil,
        form: URLForm = .standard
    ) throws(URLBuildError) -> String {
        try builtURL(for: routeName, values: Self.textValues(parameterTexts), convertingText: true, query: query, fragment: fragment, scheme: scheme, form: form)
    }
}
