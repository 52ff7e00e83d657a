// A deliberately simple reference router for the differential test, written from
// the rules of "Which route wins" in Docs/PatternSyntax.md and not from the implementation: for each route, decide on its own
// whether it matches the URL; then pick the most specific of those that match.
//
// Routes and URLs are structured values here (the test renders them to text for the real
// router), so the reference shares no parser with the code under test.

struct RefRoute: CustomStringConvertible {
    enum Source: Hashable { case unpinned, custom(String), web(String) }

    enum Segment {
        case literal(raw: String, decoded: String)
        /// 1 bool, 2 int, 3 double, 4 uuid.
        case typed(kind: Int, name: String)
        case name(String)
        case star
        case rest(String?)
    }

    enum ConstraintValue {
        case present
        case literal(String)
        case typed(kind: Int, name: String)
        case name(String)
    }

    struct Constraint {
        var key: String
        var value: ConstraintValue

        /// Literal before typed before `:name` before presence-only.
        var rank: Int {
            switch value {
            case .literal: return 0
            case .typed: return 1
            case .name: return 2
            case .present: return 3
            }
        }
    }

    var name: String
    var source: Source
    var segments: [Segment]
    var constraints: [Constraint]

    static let typeNames = [1: "bool", 2: "int", 3: "double", 4: "uuid"]

    /// The pattern text the real router is given.
    var pattern: String {
        var text = source.prefix
        text += segments.map { segment -> String in
            switch segment {
            case .literal(let raw, _): return raw
            case .typed(let kind, let name): return ":\(name)(\(Self.typeNames[kind]!))"
            case .name(let name): return ":\(name)"
            case .star: return "*"
            case .rest(let name): return "**" + (name ?? "")
            }
        }.joined(separator: "/")
        if !constraints.isEmpty {
            text +=
                "?"
                + constraints.map { c -> String in
                    switch c.value {
                    case .present: return c.key
                    case .literal(let v): return "\(c.key)=\(v)"
                    case .typed(let kind, let name): return "\(c.key)=:\(name)(\(Self.typeNames[kind]!))"
                    case .name(let name): return "\(c.key)=:\(name)"
                    }
                }.joined(separator: "&")
        }
        return text
    }

    var description: String { "\(name) \(pattern)" }

    /// The rank of each path position: literal 0, typed 1...4, `:name` 6, `*` 7, `**` 8.
    /// (`:name` before `*`: the implemented decision, see PriorityTests.)
    var ranks: [Int] {
        segments.map { segment in
            switch segment {
            case .literal: return 0
            case .typed(let kind, _): return kind
            case .name: return 6
            case .star: return 7
            case .rest: return 8
            }
        }
    }

    /// What makes two paths the same kind at every position (Docs/PatternSyntax.md, conflicts).
    var pathSignature: [String] {
        segments.map { segment in
            switch segment {
            case .literal(_, let decoded): return "l:" + decoded
            case .typed(let kind, _): return "t:\(kind)"
            case .name: return "name"
            case .star: return "star"
            case .rest: return "rest"
            }
        }
    }
}

extension RefRoute.Source {
    /// How a pattern or URL from this source begins: `/`, `scheme://` or `https://host/`.
    var prefix: String {
        switch self {
        case .unpinned: "/"
        case .custom(let scheme): "\(scheme)://"
        case .web(let host): "https://\(host)/"
        }
    }
}

struct RefURL: CustomStringConvertible {
    var source: RefRoute.Source
    /// Segments as written (raw) and decoded.
    var segments: [(raw: String, decoded: String)]
    var query: [(name: String, value: String)]

    var text: String {
        var text = source.prefix
        text += segments.map(\.raw).joined(separator: "/")
        if !query.isEmpty {
            text += "?" + query.map { $0.value.isEmpty ? $0.name : "\($0.name)=\($0.value)" }.joined(separator: "&")
        }
        return text
    }

    var description: String { text }
}

struct ReferenceRouter {
    let routes: [RefRoute]

    private let intSyntax = try! Regex("[+-]?[0-9]+")
    private let doubleSyntax = try! Regex("[+-]?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?")
    private let uuidSyntax = try! Regex("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")

    /// `@case-insensitive-paths`: literal segments compare with ASCII letters folded.
    let caseInsensitive: Bool

    init(_ routes: [RefRoute], caseInsensitive: Bool = false) {
        self.routes = routes
        self.caseInsensitive = caseInsensitive
    }

    /// ASCII letters lower-cased, everything else kept.
    static func foldASCII(_ text: String) -> String {
        String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    func literalEquals(_ literal: String, _ text: String) -> Bool {
        caseInsensitive ? Self.same(Self.foldASCII(literal), Self.foldASCII(text)) : Self.same(literal, text)
    }

    func accepts(_ kind: Int, _ text: String) -> Bool {
        switch kind {
        case 1: return text == "true" || text == "false"
        case 2: return text.wholeMatch(of: intSyntax) != nil && Int(text) != nil
        case 3: return text.wholeMatch(of: doubleSyntax) != nil && (Double(text)?.isFinite ?? false)
        case 4: return text.wholeMatch(of: uuidSyntax) != nil
        default: return false
        }
    }

    static func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

    /// The parameters `route` captures from `url`, path first, or `nil` when it does not match.
    func captures(_ route: RefRoute, _ url: RefURL) -> [String]? {
        var params: [String] = []
        var i = 0
        for segment in route.segments {
            if case .rest(let name) = segment {
                if let name { params.append("\(name)=" + url.segments[i...].map(\.decoded).joined(separator: "/")) }
                i = url.segments.count
                break
            }
            guard i < url.segments.count else { return nil }
            let text = url.segments[i].decoded
            switch segment {
            case .literal(_, let decoded): guard literalEquals(decoded, text) else { return nil }
            case .typed(let kind, let name): guard accepts(kind, text) else { return nil }; params.append("\(name)=\(text)")
            case .name(let name): params.append("\(name)=\(text)")
            case .star, .rest: break
            }
            i += 1
        }
        guard i == url.segments.count else { return nil }
        for constraint in route.constraints {
            let values = url.query.filter { Self.same($0.name, constraint.key) }.map(\.value)
            guard values.count == 1 else { return nil }
            let value = values[0]
            switch constraint.value {
            case .present: break
            case .literal(let literal): guard Self.same(literal, value) else { return nil }
            case .typed(let kind, let name): guard accepts(kind, value) else { return nil }; params.append("\(name)=\(value)")
            case .name(let name): params.append("\(name)=\(value)")
            }
        }
        return params
    }

    /// How specific one constraint is, for rule 4: literal 0, typed 1...4 in the order of
    /// rule 2, `:name` 6, presence-only 7 (lower is more specific).
    static func specificity(_ constraint: RefRoute.Constraint) -> Int {
        switch constraint.value {
        case .literal: return 0
        case .typed(let kind, _): return kind
        case .name: return 6
        case .present: return 7
        }
    }

    /// Rule 4 between two routes with the same path: negative when `a` wins, positive when
    /// `b` wins, 0 when they cannot be ordered. `exclusive` is set when a literal value differs;
    /// `byKeysAlone` when the kinds are equal and the keys decide (what `check` warns about).
    static func compareConstraints(_ a: RefRoute, _ b: RefRoute) -> (order: Int, exclusive: Bool, byKeysAlone: Bool) {
        if a.constraints.count != b.constraints.count { return (b.constraints.count - a.constraints.count, false, false) }
        // Each list most specific first; within one kind, keys in byte order.
        func ranked(_ route: RefRoute) -> [(kind: Int, key: [UInt8], value: RefRoute.ConstraintValue)] {
            route.constraints
                .map { (kind: specificity($0), key: Array($0.key.utf8), value: $0.value) }
                .sorted { $0.kind != $1.kind ? $0.kind < $1.kind : $0.key.lexicographicallyPrecedes($1.key) }
        }
        let x = ranked(a), y = ranked(b)
        // Kind by kind first.
        if let (p, q) = zip(x, y).first(where: { $0.kind != $1.kind }) { return (p.kind - q.kind, false, false) }
        // Every kind equal: the keys, in byte order.
        if let (p, q) = zip(x, y).first(where: { $0.key != $1.key }) {
            return (p.key.lexicographicallyPrecedes(q.key) ? -1 : 1, false, true)
        }
        let exclusive = zip(x, y).contains { p, q in
            if case .literal(let v1) = p.value, case .literal(let v2) = q.value { return v1 != v2 }
            return false
        }
        return (0, exclusive, false)
    }

    /// Negative when `a` is more specific for a URL both match.
    static func compare(_ a: RefRoute, _ b: RefRoute) -> Int {
        let ra = a.ranks, rb = b.ranks
        var i = 0
        while true {
            // A route whose path ended (and matched) ranks -1 there: the end beats `**`.
            let x = i < ra.count ? ra[i] : -1
            let y = i < rb.count ? rb[i] : -1
            if x != y { return x - y }
            if x == -1 || x == 8 { break }
            i += 1
        }
        return compareConstraints(a, b).order
    }

    /// True when the table must be rejected: two routes of one source with the same path
    /// kinds whose constraints cannot be ordered (and are not exclusive).
    var hasConflict: Bool {
        for (i, a) in routes.enumerated() {
            for b in routes[(i + 1)...] where a.source == b.source && signature(a) == signature(b) {
                let (order, exclusive, _) = Self.compareConstraints(a, b)
                if order == 0 && !exclusive { return true }
            }
        }
        return false
    }

    /// True when some two routes of one source with the same path kinds are ordered by their
    /// query keys alone (rule 4), which `check` warns about.
    var ordersByKeysAlone: Bool {
        for (i, a) in routes.enumerated() {
            for b in routes[(i + 1)...] where a.source == b.source && signature(a) == signature(b) {
                if Self.compareConstraints(a, b).byKeysAlone { return true }
            }
        }
        return false
    }

    func signature(_ route: RefRoute) -> [String] {
        caseInsensitive ? route.pathSignature.map(Self.foldASCII) : route.pathSignature
    }

    /// `name(params)` or `!no-route`, as `outcome(_:)` prints the real router's answer.
    func route(_ url: RefURL) -> String {
        let pinned = routes.filter { $0.source == url.source && url.source != .unpinned }
        let unpinned = routes.filter { $0.source == .unpinned }
        let knownSource = url.source == .unpinned || !pinned.isEmpty
        guard knownSource else { return "!no-route" }
        for group in [pinned, unpinned] {
            var best: (RefRoute, [String])?
            for route in group {
                guard let params = captures(route, url) else { continue }
                if let current = best, Self.compare(current.0, route) <= 0 { continue }
                best = (route, params)
            }
            if let (route, params) = best { return "\(route.name)(\(params.joined(separator: ", ")))" }
        }
        return "!no-route"
    }
}
