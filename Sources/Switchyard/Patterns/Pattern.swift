/// A route pattern after parsing: where it applies (its source), its path segments and its
/// query constraints. See `Docs/PatternSyntax.md`.
struct Pattern: Sendable {
    /// The most path segments a pattern may hold. The lookup goes one call deeper for each
    /// segment of the pattern it follows (about 400 bytes of stack a level), so this bound keeps
    /// a lookup within about 100 KiB of stack, safe on the 512 KiB of a secondary thread.
    static let maximumSegments = 256
    /// The most query constraints a pattern may hold (each is checked by one scan of the query).
    static let maximumConstraints = 256

    /// The pattern as written.
    var text: String
    var source: PatternSource
    var segments: [Segment]
    var constraints: [QueryConstraint]

    enum Segment: Sendable, Equatable {
        /// A literal segment, percent-decoded.
        case literal([UInt8])
        /// `:name` or `:name(type)`; `*` is an unnamed untyped parameter.
        case parameter(name: String?, kind: ParameterKind)
        /// `**` or `**name`: the rest of the path.
        case rest(name: String?)
    }

    struct QueryConstraint: Sendable, Equatable {
        enum Value: Sendable, Equatable {
            case present
            case literal([UInt8])
            case parameter(name: String, kind: ParameterKind)
        }
        /// The key, percent-decoded.
        var key: [UInt8]
        var value: Value

        /// Literal before typed before `:name` before presence-only (Docs/PatternSyntax.md, "Which route wins", rule 4).
        var rank: Int {
            switch value {
            case .literal: return 0
            case .parameter(_, let kind): return kind.isTyped ? 1 : 2
            case .present: return 3
            }
        }
    }

    /// The names of the parameters the pattern captures, path first, in order.
    var parameterNames: [String] {
        var names: [String] = []
        for segment in segments {
            switch segment {
            case .parameter(let name?, _), .rest(let name?): names.append(name)
            default: break
            }
        }
        for constraint in constraints {
            if case .parameter(let name, _) = constraint.value { names.append(name) }
        }
        return names
    }
}

/// Which URLs a pattern can see: the scheme and host it is pinned to, or none.
enum PatternSource: Hashable, Sendable, CustomStringConvertible {
    /// No scheme: relative references and URLs from the table's sources.
    case unpinned
    /// A custom scheme, lower-cased.
    case scheme(String)
    /// `http` or `https` with a host, both lower-cased, the host without a trailing dot.
    case web(scheme: String, host: String)

    var description: String {
        switch self {
        case .unpinned: return "(no scheme)"
        case .scheme(let scheme): return "\(scheme):"
        case .web(let scheme, let host): return "\(scheme)://\(host)"
        }
    }
}
