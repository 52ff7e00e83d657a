/// Orders routes that share a path by their query constraints (Docs/PatternSyntax.md, "Which route wins", rule 4).
///
/// More constraints win. With equal counts, the constraints are compared in key order:
/// literal before typed before `:name` before presence-only. Two lists that cannot be told
/// apart conflict (3.5), unless a literal value differs, which makes them exclusive.
enum QueryOrder {
    enum Outcome { case first, second, conflict }

    static func compare(_ a: [Pattern.QueryConstraint], _ b: [Pattern.QueryConstraint]) -> Outcome {
        if a.count != b.count { return a.count > b.count ? .first : .second }
        let sortedA = a.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        let sortedB = b.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        var exclusive: Outcome?
        for (x, y) in zip(sortedA, sortedB) {
            if x.key != y.key { return x.key.lexicographicallyPrecedes(y.key) ? .first : .second }
            if x.rank != y.rank { return x.rank < y.rank ? .first : .second }
            switch (x.value, y.value) {
            case (.parameter(_, let kx), .parameter(_, let ky)) where kx != ky:
                return kx < ky ? .first : .second
            case (.literal(let vx), .literal(let vy)) where vx != vy:
                // Never both satisfied; any fixed order will do.
                exclusive = exclusive ?? (vx.lexicographicallyPrecedes(vy) ? .first : .second)
            default:
                continue
            }
        }
        return exclusive ?? .conflict
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
