/// The route a URL matched, borrowed: what a ``Route``'s destination closure reads its
/// parameters and query values from.
///
/// A context refers to the table and to the URL's bytes without owning them, as a
/// ``MatchView`` does: ``Router/destination(for:)-(String)`` hands one to the route's closure straight
/// from the lookup, with no ``RouteMatch`` made, no reference counted and nothing copied. The
/// accessors both have (parameters, query values, scheme, host, fragment) have the same types,
/// so a closure that reads only those means the same with either; ``RouteMatch/query`` and
/// ``RouteMatch/parameters`` are a match's alone.
///
/// - Important: a context is valid only inside the closure it is given to. Do not store it
///   or let it escape; call ``makeMatch()`` for an owned match.
///
/// ```swift
/// let id = ParameterKey("id")
/// Route("recipe.detail", "raycipe://recipes/:id(int)") { route in
///     .recipe(id: try route.parameter(id), servings: try route.queryValue("servings"))
/// }
/// ```
public struct RouteContext {
    /// The lookup's outcome, which matched.
    @usableFromInline
    let view: MatchView

    @usableFromInline
    init(_ view: MatchView) {
        self.view = view
    }

    /// The route's index in the table's definitions.
    public var routeIndex: Int { Int(view.found.route) }

    /// The route's name.
    public var routeName: String { view.routeName ?? "" }

    /// The pattern that matched, as written.
    public var pattern: String { view.pattern ?? "" }

    /// The URL as given, trimmed of surrounding white space (a new string).
    public var url: String { view.found.urlText(in: view.urlBytes) }

    /// The scheme, lower-cased: `https` for a `//host` reference, `nil` for a relative reference.
    public var scheme: String? { view.scheme }

    /// The host of a web link, lower-cased, without a trailing dot; `nil` for other URLs.
    public var host: String? { view.host }

    /// The fragment, percent-decoded (its raw text when it does not decode), or `nil`.
    public var fragment: String? { view.fragment }

    /// A parameter converted to `T`, from its bytes in place (a `String` is made only when `T`
    /// is `String`).
    ///
    /// - Throws: ``ParameterError`` when the route has no such parameter (`missing`) or its
    ///   text does not convert (`invalid`), naming the parameter, the text and the type.
    @inlinable
    public func parameter<T: RouteParameter>(_ name: String, as type: T.Type = T.self) throws(ParameterError) -> T {
        try view.parameter(name, as: type)
    }

    /// The parameter `key` names, converted to `T`, as ``parameter(_:as:)-(String,_)``: a key
    /// made by the router's table (`router.table.parameterKey("id")`) finds it by an index; any
    /// other key by its name.
    ///
    /// ```swift
    /// static let id = ParameterKey("id")
    /// Route("recipe.detail", "raycipe://recipes/:id(int)") { .recipe(id: try $0.parameter(Self.id)) }
    /// ```
    ///
    /// - Throws: ``ParameterError``, as ``parameter(_:as:)-(String,_)`` does.
    @inlinable @inline(__always)
    public func parameter<T: RouteParameter>(_ key: ParameterKey, as type: T.Type = T.self) throws(ParameterError) -> T {
        try view.parameter(key, as: type)
    }

    /// The decoded text of a parameter, or `nil` when the route has no parameter of that name.
    public func parameterText(_ name: String) -> String? {
        view.parameterText(name)
    }

    /// Runs `body` with the UTF-8 of parameter `name`, without making a `String` (the storage
    /// rules are ``MatchView/withParameterBytes(_:_:)-(String,_)``'s); `nil` when the route
    /// has no such parameter.
    ///
    /// - Throws: what `body` throws.
    @inlinable
    public func withParameterBytes<R, E: Error>(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R? {
        try view.withParameterBytes(name, body)
    }

    /// ``withParameterBytes(_:_:)-(String,_)`` for the parameter `key` names: the fast form.
    ///
    /// - Throws: what `body` throws.
    @inlinable
    public func withParameterBytes<R, E: Error>(_ key: ParameterKey, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R? {
        try view.withParameterBytes(key, body)
    }

    /// The first value of query item `name`, decoded, or `nil` when there is none.
    public func queryValue(_ name: String) -> String? {
        view.text(at: view.locateQueryValue(name))
    }

    /// The first value of query item `name` converted to `T`, from its bytes in place, or
    /// `nil` when there is none.
    ///
    /// - Throws: ``ParameterError`` (`invalid`) when the value does not convert.
    @inlinable
    public func queryValue<T: RouteParameter>(_ name: String, as type: T.Type = T.self) throws(ParameterError) -> T? {
        // Found by one call and read in place, and converted as a parameter is (an `Int` in the
        // URL's bytes); the error is made out of line.
        let location = view.locateQueryValue(name)
        guard location.isFound else { return nil }
        guard let value = view.value(at: location, as: T.self) else {
            throw view.conversionFailure(at: location, name: name, expectedType: T.routeParameterTypeName)
        }
        return value
    }

    /// An owned match, which may outlive the closure (it copies the URL into a new string).
    public func makeMatch() -> RouteMatch {
        view.makeMatch()!
    }
}

/// A context refers to memory it does not own; it must not cross into another task.
@available(*, unavailable)
extension RouteContext: Sendable {}
