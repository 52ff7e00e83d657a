/// Orders routes that share a path by their query constraints (Docs/PatternSyntax.md, "Which route wins", rule 4).
///
/// More constraints win. With equal counts, each list is ranked most specific first (literal,
/// then typed in path order: `bool`, `int`, `double`, `uuid`, custom types; then `:name`, then
/// presence-only; keys break ties within a kind) and the two lists are compared kind by kind:
/// the first difference decides. Only when every kind is equal do the keys decide, in byte
/// order. Two lists with the same kinds and keys conflict (3.5), unless a literal value
/// differs, which makes them exclusive.
///
/// ```
/// /u?q=1 beats /u?k    (a literal is more specific than presence, whatever the keys)
/// /u?k=1 beats /u?q=1  (same kinds: the keys decide)
/// ```
enum QueryOrder {
    enum Outcome { case first, second, conflict }

    /// How specific one constraint is: lower is more specific (literal 0, then the typed
    /// kinds in ``ParameterKind`` order, then `:name`, then presence-only).
    struct Specificity: Comparable, Hashable {
        var rank: Int
        var kind: ParameterKind

        init(_ constraint: Pattern.QueryConstraint) {
            rank = constraint.rank
            if case .parameter(_, let kind) = constraint.value { self.kind = kind } else { kind = .string }
        }

        static func < (a: Specificity, b: Specificity) -> Bool {
            a.rank != b.rank ? a.rank < b.rank : a.kind < b.kind
        }
    }

    /// The constraints most specific first, keys in byte order within a kind.
    static func ranked(_ constraints: [Pattern.QueryConstraint]) -> [Pattern.QueryConstraint] {
        constraints.sorted { x, y in
            let (sx, sy) = (Specificity(x), Specificity(y))
            return sx != sy ? sx < sy : x.key.lexicographicallyPrecedes(y.key)
        }
    }

    static func compare(_ a: [Pattern.QueryConstraint], _ b: [Pattern.QueryConstraint]) -> Outcome {
        if a.count != b.count { return a.count > b.count ? .first : .second }
        let rankedA = ranked(a)
        let rankedB = ranked(b)
        for (x, y) in zip(rankedA, rankedB) {
            let (sx, sy) = (Specificity(x), Specificity(y))
            if sx != sy { return sx < sy ? .first : .second }
        }
        if let order = keyOrder(rankedA, rankedB) { return order }
        for (x, y) in zip(rankedA, rankedB) {
            if case .literal(let vx) = x.value, case .literal(let vy) = y.value, vx != vy {
                // Never both satisfied (a constrained key appears once); any fixed order will do.
                return vx.lexicographicallyPrecedes(vy) ? .first : .second
            }
        }
        return .conflict
    }

    /// Between two ranked lists of equal kinds, the order their keys give, or `nil` when the
    /// keys are the same.
    static func keyOrder(_ rankedA: [Pattern.QueryConstraint], _ rankedB: [Pattern.QueryConstraint]) -> Outcome? {
        for (x, y) in zip(rankedA, rankedB) where x.key != y.key {
            return x.key.lexicographicallyPrecedes(y.key) ? .first : .second
        }
        return nil
    }

    /// The kinds of a list, most specific first: two routes whose lists have equal kinds are
    /// ordered by their keys alone (which `check` warns about).
    static func kinds(_ constraints: [Pattern.QueryConstraint]) -> [Specificity] {
        ranked(constraints).map(Specificity.init)
    }

    /// What decides whether two constraint lists conflict: keys, kinds, types and literal
    /// values, parameter names aside. Two lists conflict exactly when their signatures, sorted
    /// by key, are equal (``compare(_:_:)`` then finds nothing to order them by).
    struct Signature: Hashable {
        var key: [UInt8]
        var rank: Int
        var kind: Int16
        var literal: [UInt8]
    }

    static func signature(_ constraints: [Pattern.QueryConstraint]) -> [Signature] {
        constraints.map { constraint in
            switch constraint.value {
            case .present: return Signature(key: constraint.key, rank: constraint.rank, kind: -1, literal: [])
            case .literal(let value): return Signature(key: constraint.key, rank: constraint.rank, kind: -1, literal: value)
            case .parameter(_, let kind): return Signature(key: constraint.key, rank: constraint.rank, kind: kind.id, literal: [])
            }
        }.sorted { $0.key.lexicographicallyPrecedes($1.key) }
    }
}
