/// Why a URL could not be built for a route: the route, the reason, and a sentence for people.
///
/// Building refuses every URL that would break the round-trip law (matching the URL built
/// for route R with values V gives R and V), so each reason names what would go wrong.
///
/// ```swift
/// do {
///     _ = try table.url(for: "recipe.slug", parameters: ["slug": "new"])
/// } catch {
///     error.reason              // .shadowed
///     error.shadowingRouteName  // "recipe.new"
///     print(error)
///     // cannot build route 'recipe.slug' (raycipe://recipes/:slug): the URL raycipe://recipes/new
///     // would be matched by route 'recipe.new' (raycipe://recipes/new), not by this one
/// }
/// ```
public struct URLBuildError: Error, Sendable, Hashable {
    /// How ``Problem/noPatternForScheme(scheme:available:)`` names a pattern without a scheme.
    static let relativeScheme = "relative"

    /// What went wrong, with the details the message needs.
    enum Problem: Sendable, Hashable {
        case unknownRoute
        /// `available` names the patterns' schemes, ``relativeScheme`` for a pattern without one.
        case noPatternForScheme(scheme: String, available: [String])
        case missingParameter(name: String, type: String)
        case notConvertible(name: String, text: String, type: String)
        case doesNotReadBack(name: String, text: String, type: String)
        case controlCharacter(what: String, text: String)
        case emptyPathValue(name: String)
        case emptyRestSegment(name: String, text: String)
        case dotSegment(name: String, text: String)
        case unnamedWildcard
        case constrainedQueryKey(key: String)
        case emptyQueryName
        case tooLong(length: Int, limit: Int)
        case shadowed(url: String, routeName: String, pattern: String)
        case unroutable(url: String, reason: String)
        case changedOnReadBack(url: String, name: String, built: String, read: String)
    }

    /// The reason a URL could not be built, comparable without its details.
    ///
    /// ```swift
    /// if error.reason == .missingParameter { … }
    /// ```
    public struct Reason: Sendable, Hashable, CustomStringConvertible {
        let code: String
        private init(_ code: String) { self.code = code }

        /// No route has the name.
        public static let unknownRoute = Reason("unknown-route")
        /// The route has no pattern with the scheme asked for.
        public static let noPatternForScheme = Reason("no-pattern-for-scheme")
        /// A parameter of the pattern was not given.
        public static let missingParameter = Reason("missing-parameter")
        /// A value's text is not valid for the parameter's declared type (`"abc"` for `:id(int)`),
        /// or does not convert back to the value's own type (`Double.nan`).
        public static let notConvertible = Reason("not-convertible")
        /// A value (or query item, or the fragment) holds a control character
        /// (U+0000 to U+001F, U+007F to U+009F), which the router rejects.
        public static let controlCharacter = Reason("control-character")
        /// A path parameter is empty; only a `**name` value may be empty.
        public static let emptyPathValue = Reason("empty-path-value")
        /// A `**name` value has an empty segment (`a//b`, `/a`, `a/`).
        public static let emptyRestSegment = Reason("empty-rest-segment")
        /// A path value is `.` or `..`, or has such a part between `/` or `\`.
        public static let dotSegment = Reason("dot-segment")
        /// The pattern has an unnamed `*`, which has no value to build from.
        public static let unnamedWildcard = Reason("unnamed-wildcard")
        /// An extra query item uses a key that the pattern constrains.
        public static let constrainedQueryKey = Reason("constrained-query-key")
        /// An extra query item has an empty name.
        public static let emptyQueryName = Reason("empty-query-name")
        /// The URL would be longer than the table's size limit.
        public static let tooLong = Reason("too-long")
        /// The URL would be matched by another route.
        public static let shadowed = Reason("shadowed")
        /// The URL would not match, or would not give the values back (a safeguard; not expected).
        public static let doesNotRoundTrip = Reason("does-not-round-trip")

        /// A short name for the reason, as in `missing-parameter`.
        public var description: String { code }
    }

    let problem: Problem
    /// The route name asked for.
    public let routeName: String
    /// The pattern that was being built, when one was chosen.
    public let pattern: String?

    init(_ problem: Problem, routeName: String, pattern: String?) {
        self.problem = problem
        self.routeName = routeName
        self.pattern = pattern
    }

    /// The reason, without its details.
    public var reason: Reason {
        switch problem {
        case .unknownRoute: return .unknownRoute
        case .noPatternForScheme: return .noPatternForScheme
        case .missingParameter: return .missingParameter
        case .notConvertible, .doesNotReadBack: return .notConvertible
        case .controlCharacter: return .controlCharacter
        case .emptyPathValue: return .emptyPathValue
        case .emptyRestSegment: return .emptyRestSegment
        case .dotSegment: return .dotSegment
        case .unnamedWildcard: return .unnamedWildcard
        case .constrainedQueryKey: return .constrainedQueryKey
        case .emptyQueryName: return .emptyQueryName
        case .tooLong: return .tooLong
        case .shadowed: return .shadowed
        case .unroutable, .changedOnReadBack: return .doesNotRoundTrip
        }
    }

    /// The parameter (or query item) concerned, when there is one.
    public var parameterName: String? {
        switch problem {
        case .missingParameter(let name, _), .notConvertible(let name, _, _), .doesNotReadBack(let name, _, _),
            .emptyPathValue(let name), .emptyRestSegment(let name, _), .dotSegment(let name, _),
            .changedOnReadBack(_, let name, _, _):
            return name
        case .constrainedQueryKey(let key): return key
        default: return nil
        }
    }

    /// The route that would match the URL instead, for ``Reason/shadowed``.
    public var shadowingRouteName: String? {
        if case .shadowed(_, let name, _) = problem { return name }
        return nil
    }

    /// The URL that was built and refused, for ``Reason/shadowed`` and ``Reason/doesNotRoundTrip``.
    public var url: String? {
        switch problem {
        case .shadowed(let url, _, _), .unroutable(let url, _), .changedOnReadBack(let url, _, _, _): return url
        default: return nil
        }
    }

    /// What is wrong, without the route.
    public var message: String {
        switch problem {
        case .unknownRoute:
            return "no route has this name"
        case .noPatternForScheme(let scheme, let available):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            // A route without a scheme builds an absolute URL on the public origin alone.
            let hint = available.contains(Self.relativeScheme) ? "; a pattern without a scheme builds an absolute URL only on the table's public origin (@origin)" : ""
            return "the route has no pattern with the scheme '\(scheme)' (its patterns' schemes: \(list))\(hint)"
        case .missingParameter(let name, let type):
            return "parameter '\(name)' is missing (expected \(article(type)) \(type))"
        case .notConvertible(let name, let text, let type):
            return "parameter '\(name)': \(quoted(text)) is not a valid \(type)"
        case .doesNotReadBack(let name, let text, let type):
            return "parameter '\(name)': the text \(quoted(text)) does not convert back to a \(type), so it would not read back"
        case .controlCharacter(let what, let text):
            return "\(what) \(quoted(text)) holds a control character, which the router rejects in URLs"
        case .emptyPathValue(let name):
            return "parameter '\(name)' is empty: empty path segments are dropped when matching (only a **name value may be empty)"
        case .emptyRestSegment(let name, let text):
            return "parameter '\(name)': \(quoted(text)) has an empty segment (a leading, trailing or doubled /), and empty segments are dropped when matching"
        case .dotSegment(let name, let text):
            return "parameter '\(name)': \(quoted(text)) is . or .., or has such a part between / or \\; such URLs match nothing"
        case .unnamedWildcard:
            return "the pattern has an unnamed *, which has no value to build from; name it (:name)"
        case .constrainedQueryKey(let key):
            return "the query item '\(key)' is constrained by the pattern, so it cannot be added again (a constrained key must appear exactly once)"
        case .emptyQueryName:
            return "a query item has an empty name"
        case .tooLong(let length, let limit):
            return "the URL would be \(length) bytes, longer than the table's limit of \(limit)"
        case .shadowed(let url, let name, let pattern):
            return "the URL \(url) would be matched by route '\(name)' (\(pattern)), not by this one"
        case .unroutable(let url, let reason):
            return "the URL \(url) would match no route (\(reason))"
        case .changedOnReadBack(let url, let name, let built, let read):
            return "the URL \(url) would give parameter '\(name)' as \(quoted(read)), not \(quoted(built))"
        }
    }

    /// The text in double quotes, with `"`, `\\` and control characters escaped Swift-style
    /// (`\n`, `\u{85}`), cut after 60 characters.
    private func quoted(_ text: String) -> String {
        var shown = "\""
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if offset == 60 { shown += "…"; break }
            switch scalar {
            case "\"": shown += "\\\""
            case "\\": shown += "\\\\"
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            case "\0": shown += "\\0"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    shown.unicodeScalars.append(scalar)
                }
            }
        }
        return shown + "\""
    }

    private func article(_ type: String) -> String {
        ParameterError.article(type)
    }
}
