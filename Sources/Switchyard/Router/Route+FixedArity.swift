// The typed form for routes of two, three and four parameters, written out.
//
// These are the same routes as the pack-generic initialisers in Route.swift make, checked the
// same way when the router is built; Swift picks them for closures of those arities. They
// exist for speed: a closure whose parameters are a pack gets its values through a pack in
// memory, each copied through its type's value witness, where a closure of fixed arity gets
// them as plain arguments (measured in Docs/Performance.md, Typed routes).

extension Route {
    /// The typed form (``init(_:_:_:destination:)``) for a route of two parameters.
    @inlinable
    public init<A: RouteParameter, B: RouteParameter>(
        _ name: String, _ pattern: String, _ morePatterns: String...,
        destination: @escaping @Sendable (A, B) -> Destination
    ) {
        self.init(name: name, patterns: [pattern] + morePatterns, typed: destination)
    }

    /// The typed form (``init(_:_:_:destination:)``) for a route of three parameters.
    @inlinable
    public init<A: RouteParameter, B: RouteParameter, C: RouteParameter>(
        _ name: String, _ pattern: String, _ morePatterns: String...,
        destination: @escaping @Sendable (A, B, C) -> Destination
    ) {
        self.init(name: name, patterns: [pattern] + morePatterns, typed: destination)
    }

    /// The typed form (``init(_:_:_:destination:)``) for a route of four parameters.
    @inlinable
    public init<A: RouteParameter, B: RouteParameter, C: RouteParameter, D: RouteParameter>(
        _ name: String, _ pattern: String, _ morePatterns: String...,
        destination: @escaping @Sendable (A, B, C, D) -> Destination
    ) {
        self.init(name: name, patterns: [pattern] + morePatterns, typed: destination)
    }

    /// The route a declaration of two parameters declares, its destination made from them.
    @inlinable
    public init<A: RouteParameter, B: RouteParameter>(
        _ declaration: RouteDeclaration<(A, B)>, destination: @escaping @Sendable (A, B) -> Destination
    ) {
        self.init(name: declaration.name, patterns: declaration.patterns, typed: destination)
        methods = declaration.methods
    }

    /// The route a declaration of three parameters declares, its destination made from them.
    @inlinable
    public init<A: RouteParameter, B: RouteParameter, C: RouteParameter>(
        _ declaration: RouteDeclaration<(A, B, C)>, destination: @escaping @Sendable (A, B, C) -> Destination
    ) {
        self.init(name: declaration.name, patterns: declaration.patterns, typed: destination)
        methods = declaration.methods
    }

    /// The route a declaration of four parameters declares, its destination made from them.
    @inlinable
    public init<A: RouteParameter, B: RouteParameter, C: RouteParameter, D: RouteParameter>(
        _ declaration: RouteDeclaration<(A, B, C, D)>, destination: @escaping @Sendable (A, B, C, D) -> Destination
    ) {
        self.init(name: declaration.name, patterns: declaration.patterns, typed: destination)
        methods = declaration.methods
    }

    /// A typed route of two parameters: the closure wrapped for both kinds of match.
    @inlinable
    init<A: RouteParameter, B: RouteParameter>(name: String, patterns: [String], typed destination: @escaping @Sendable (A, B) -> Destination) {
        self.init(
            name: name, patterns: patterns, signature: RouteSignature(A.self, B.self),
            fromView: { (view, url, result) throws(ParameterError) in
                var position = 0
                let a = try view.positional(&position, as: A.self, in: url)
                result = destination(a, try view.positional(&position, as: B.self, in: url))
            },
            fromMatch: { (match, result) throws(ParameterError) in
                var position = 0
                let a = try match.positional(&position, as: A.self, in: nil)
                result = destination(a, try match.positional(&position, as: B.self, in: nil))
            })
    }

    /// A typed route of three parameters: the closure wrapped for both kinds of match.
    @inlinable
    init<A: RouteParameter, B: RouteParameter, C: RouteParameter>(
        name: String, patterns: [String], typed destination: @escaping @Sendable (A, B, C) -> Destination
    ) {
        self.init(
            name: name, patterns: patterns, signature: RouteSignature(A.self, B.self, C.self),
            fromView: { (view, url, result) throws(ParameterError) in
                var position = 0
                let a = try view.positional(&position, as: A.self, in: url)
                let b = try view.positional(&position, as: B.self, in: url)
                result = destination(a, b, try view.positional(&position, as: C.self, in: url))
            },
            fromMatch: { (match, result) throws(ParameterError) in
                var position = 0
                let a = try match.positional(&position, as: A.self, in: nil)
                let b = try match.positional(&position, as: B.self, in: nil)
                result = destination(a, b, try match.positional(&position, as: C.self, in: nil))
            })
    }

    /// A typed route of four parameters: the closure wrapped for both kinds of match.
    @inlinable
    init<A: RouteParameter, B: RouteParameter, C: RouteParameter, D: RouteParameter>(
        name: String, patterns: [String], typed destination: @escaping @Sendable (A, B, C, D) -> Destination
    ) {
        self.init(
            name: name, patterns: patterns, signature: RouteSignature(A.self, B.self, C.self, D.self),
            fromView: { (view, url, result) throws(ParameterError) in
                var position = 0
                let a = try view.positional(&position, as: A.self, in: url)
                let b = try view.positional(&position, as: B.self, in: url)
                let c = try view.positional(&position, as: C.self, in: url)
                result = destination(a, b, c, try view.positional(&position, as: D.self, in: url))
            },
            fromMatch: { (match, result) throws(ParameterError) in
                var position = 0
                let a = try match.positional(&position, as: A.self, in: nil)
                let b = try match.positional(&position, as: B.self, in: nil)
                let c = try match.positional(&position, as: C.self, in: nil)
                result = destination(a, b, c, try match.positional(&position, as: D.self, in: nil))
            })
    }

    /// A typed route from its two readers, one for a borrowed view and one for an owned match,
    /// and the parameter types they read.
    @inlinable
    init(
        name: String, patterns: [String], signature: RouteSignature,
        fromView: @escaping @Sendable (MatchView, String?, inout Destination?) throws(ParameterError) -> Void,
        fromMatch: @escaping @Sendable (RouteMatch, inout Destination?) throws(ParameterError) -> Void
    ) {
        let closure = TypedClosure<Destination>(fromView: fromView, fromMatch: fromMatch)
        self.init(name: name, patterns: patterns, destination: .typed(.passUnretained(closure)), closure: closure, signature: signature)
    }
}
