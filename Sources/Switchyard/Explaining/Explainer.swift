/// Tries every route of a table on its own against one URL, for ``RouteTable/explain(_:limit:)``.
struct Explainer {
    let table: RouteTable
    var storage: RouteTableStorage { table.storage }

    func explain(_ url: String, limit: Int) -> Explanation {
        let result = table.match(url)
        var explanation = Explanation(url: url, result: result, reading: nil, candidates: [])
        guard let (reading, query) = read(url) else { return explanation }
        explanation.reading = reading
        let queryKeys = Set(reading.query.map { Array($0.name.utf8) })
        let chosen = result.match?.routeIndex
        let chosenName = result.match?.routeName ?? ""
        var ranked: [(rank: Rank, candidate: Explanation.Candidate)] = []
        for index in 0..<storage.routes.count {
            let patternText = storage.patterns[index]
            guard let pattern = PatternParser.parse(patternText, registry: storage.registry).pattern else { continue }
            let (progress, failure) = evaluate(pattern, against: reading, query: query)
            // A route pinned elsewhere still ranks by how far it would get from its own source.
            let pathProgress = failure?.place == .source ? evaluate(pattern, against: reading, query: query, checkingSource: false).0 : progress
            var verdict: Explanation.Verdict
            var stage: Int
            if index == chosen {
                verdict = .chosen
                stage = 2
            } else if let failure {
                verdict = .failed(failure.reason)
                stage = 0
            } else {
                verdict = .outranked(by: chosenName)
                stage = 1
            }
            let keysPresent = pattern.constraints.reduce(0) { $0 &+ (queryKeys.contains($1.key) ? 1 : 0) }
            let rank = Rank(
                stage: stage, progress: progress, pathProgress: pathProgress, keysPresent: keysPresent,
                lengthGap: lengthGap(pattern, reading.segments.count), specificity: specificity(pattern), index: index
            )
            ranked.append(
                (
                    rank,
                    Explanation.Candidate(
                        routeName: storage.names[index], pattern: patternText, verdict: verdict, progress: progress, failedAt: stage == 0 ? failure?.place : nil
                    )
                ))
        }
        ranked.sort { $0.rank < $1.rank }
        explanation.candidates = ranked.prefix(max(0, limit)).map(\.candidate)
        return explanation
    }

    /// The order of the candidates, nearest first (Docs/Command.md, "The nearest candidate"):
    /// the chosen route, the routes that match too, then the routes that fail, by how far each
    /// got (`progress`), then by how far it would get if the URL came from its source, then by
    /// how many of its query constraints name a key the URL has, then by how close its number
    /// of path segments is to the URL's, then by specificity as the table ranks routes, then in
    /// table order.
    struct Rank: Comparable {
        var stage: Int
        var progress: Int
        var pathProgress: Int
        var keysPresent: Int
        var lengthGap: Int
        var specificity: [Int]
        var index: Int

        static func < (a: Rank, b: Rank) -> Bool {
            if a.stage != b.stage { return a.stage > b.stage }
            if a.progress != b.progress { return a.progress > b.progress }
            if a.pathProgress != b.pathProgress { return a.pathProgress > b.pathProgress }
            if a.keysPresent != b.keysPresent { return a.keysPresent > b.keysPresent }
            if a.lengthGap != b.lengthGap { return a.lengthGap < b.lengthGap }
            if a.specificity != b.specificity { return a.specificity.lexicographicallyPrecedes(b.specificity) }
            return a.index < b.index
        }
    }

    /// How many path segments the URL has too many or too few for the pattern (a `**` takes
    /// any number).
    private func lengthGap(_ pattern: Pattern, _ count: Int) -> Int {
        let hasRest = pattern.segments.last.map { if case .rest = $0 { return true } else { return false } } ?? false
        let fixed = hasRest ? pattern.segments.count &- 1 : pattern.segments.count
        if hasRest { return max(0, fixed &- count) }
        return abs(fixed &- count)
    }

    /// The route's rank as the table orders routes (Docs/PatternSyntax.md, "Which route wins"),
    /// lower first: its source (host, then scheme, then none), each segment's kind from the left
    /// (literal, typed by the type's rank, `:name`, `*`, the end of the path, `**`).
    private func specificity(_ pattern: Pattern) -> [Int] {
        // Typed kinds rank by their id (1 and up); the kinds after them rank after every id.
        let untyped = Int(Int16.max) &+ 1, star = untyped &+ 1, end = untyped &+ 2, rest = untyped &+ 3
        var key: [Int]
        switch pattern.source {
        case .web: key = [0]
        case .scheme: key = [1]
        case .unpinned: key = [2]
        }
        var endsWithRest = false
        for segment in pattern.segments {
            switch segment {
            case .literal: key.append(0)
            case .parameter(let name, let kind):
                key.append(kind.isTyped ? Int(kind.id) : (name == nil ? star : untyped))
            case .rest:
                key.append(rest)
                endsWithRest = true
            }
        }
        if !endsWithRest { key.append(end) }
        return key
    }

    /// How the URL reads, with its query items decoded once (`nil` for a URL without a query),
    /// or `nil` when it is rejected before any route is looked at. The URL is read once, by
    /// the reader the lookup uses; its parts are taken from the offsets as a match takes them
    /// (``CapturedURL``).
    private func read(_ url: String) -> (Explanation.Reading, [Explanation.QueryItem]?)? {
        var text = url
        return text.withUTF8 { bytes -> (Explanation.Reading, [Explanation.QueryItem]?)? in
            var read: (ScannedURL, [String])?
            _ = URLReader.read(bytes, limit: storage.maximumURLLength, validateUTF8: false) { scanned, segments in
                read = (scanned, (0..<segments.count).map { String(decoding: segments.decoded($0), as: UTF8.self) })
            }
            guard let (scanned, segments) = read else { return nil }
            let parts = CapturedURL(reading: scanned)
            var reading = Explanation.Reading(kind: .relative, scheme: parts.scheme(in: bytes), host: parts.host(in: bytes), segments: segments, knownSource: nil)
            switch scanned.kind {
            case .relative: break
            case .web: reading.kind = .web
            case .custom: reading.kind = .custom
            }
            let query = parts.queryRange.map { range in
                QueryItems(input: url, offset: 0, range: range, plusIsSpace: parts.plusIsSpace).items.map {
                    Explanation.QueryItem(name: $0.name, value: $0.value)
                }
            }
            reading.query = query ?? []
            reading.knownSource =
                storage.sources.first { entry in
                    switch entry.source {
                    case .web(let scheme, let host): return reading.kind == .web && scheme == reading.scheme && host == reading.host
                    case .scheme(let scheme): return reading.kind == .custom && scheme == reading.scheme
                    case .unpinned: return false
                    }
                }?.source.description
            return (reading, query)
        }
    }

    /// Why and where a route fails.
    struct Failure {
        var reason: String
        var place: Explanation.Place
    }

    /// How far `pattern` gets with the URL, and why it fails (`nil` when it matches).
    private func evaluate(
        _ pattern: Pattern, against reading: Explanation.Reading, query: [Explanation.QueryItem]?, checkingSource: Bool = true
    ) -> (Int, Failure?) {
        if checkingSource, let failure = sourceFailure(pattern.source, reading) { return (0, Failure(reason: failure, place: .source)) }
        var progress = 1
        let segments = reading.segments
        for (position, segment) in pattern.segments.enumerated() {
            if case .rest = segment { progress &+= 1; break }
            guard position < segments.count else {
                let reason = "the URL ends after \(segments.count) segment\(segments.count == 1 ? "" : "s"); the pattern needs more"
                return (progress, Failure(reason: reason, place: .segment(position &+ 1)))
            }
            let text = segments[position]
            switch segment {
            case .literal(let literal):
                let expected = String(decoding: literal, as: UTF8.self)
                // Bytes, not `String ==`: segments compare by Unicode scalars, without normalisation.
                let equal = storage.trie.caseInsensitive ? Array(text.utf8).map(ASCII.lowercased) == literal.map(ASCII.lowercased) : Array(text.utf8) == literal
                if !equal { return (progress, Failure(reason: "segment \(position &+ 1) \"\(text)\" is not \"\(expected)\"", place: .segment(position &+ 1))) }
            case .parameter(_, let kind):
                let accepted = Array(text.utf8).withUnsafeBufferPointer { storage.registry.accepts(kind, $0) }
                if !accepted {
                    return (progress, Failure(reason: "segment \(position &+ 1) \"\(text)\" is not a valid \(storage.registry.name(of: kind))", place: .segment(position &+ 1)))
                }
            case .rest:
                break
            }
            progress &+= 1
        }
        let hasRest = pattern.segments.last.map { if case .rest = $0 { return true } else { return false } } ?? false
        if !hasRest && segments.count > pattern.segments.count {
            let reason = "the URL has \(segments.count) segments; the pattern has \(pattern.segments.count)"
            return (progress, Failure(reason: reason, place: .segment(pattern.segments.count &+ 1)))
        }
        for constraint in pattern.constraints {
            if let failure = constraintFailure(constraint, query: query) {
                return (progress, Failure(reason: failure, place: .query(String(decoding: constraint.key, as: UTF8.self))))
            }
            progress &+= 1
        }
        return (progress, nil)
    }

    private func sourceFailure(_ source: PatternSource, _ reading: Explanation.Reading) -> String? {
        switch source {
        case .unpinned:
            if reading.kind == .relative || reading.knownSource != nil { return nil }
            return "the URL comes from \(describeSource(reading)), which is not one of the table's sources, and this route has no scheme"
        case .scheme(let scheme):
            if reading.kind == .custom && reading.scheme == scheme { return nil }
            return "pinned to \(source); the URL is \(describeSource(reading))"
        case .web(let scheme, let host):
            if reading.kind == .web && reading.scheme == scheme && reading.host == host { return nil }
            return "pinned to \(source); the URL is \(describeSource(reading))"
        }
    }

    private func describeSource(_ reading: Explanation.Reading) -> String {
        switch reading.kind {
        case .web: return "\(reading.scheme ?? "https")://\(reading.host ?? "")"
        case .custom: return "\(reading.scheme ?? ""):"
        case .relative: return "a relative reference"
        }
    }

    /// Why `constraint` fails for the query's items (decoded once, `nil`: no query), if it does.
    /// Names compare by their bytes, as the lookup compares them.
    private func constraintFailure(_ constraint: Pattern.QueryConstraint, query: [Explanation.QueryItem]?) -> String? {
        guard let items = query else { return "the URL has no query" }
        let key = String(decoding: constraint.key, as: UTF8.self)
        let values = items.filter { $0.name.utf8.elementsEqual(constraint.key) }.map(\.value)
        if values.isEmpty { return "query key '\(key)' is missing" }
        if values.count > 1 { return "query key '\(key)' appears \(values.count) times; a constrained key must appear exactly once" }
        switch constraint.value {
        case .present:
            return nil
        case .literal(let literal):
            let expected = String(decoding: literal, as: UTF8.self)
            return Array(values[0].utf8) == literal ? nil : "query '\(key)' is \"\(values[0])\", not \"\(expected)\""
        case .parameter(_, let kind):
            let accepted = Array(values[0].utf8).withUnsafeBufferPointer { storage.registry.accepts(kind, $0) }
            return accepted ? nil : "query '\(key)' \"\(values[0])\" is not a valid \(storage.registry.name(of: kind))"
        }
    }
}

extension RouteTable {
    /// Explains how `url` routes: how it reads, and the candidates that came closest, with
    /// where and why each one failed.
    ///
    /// Every route is tried on its own, so the explanation also covers routes that lost to a
    /// more specific one (``Explanation/Verdict/outranked(by:)``). The candidates come nearest
    /// first; for a URL that matches nothing, ``Explanation/nearest`` is the route that got
    /// furthest, as `switchyard match` reports it under `"nearest"`.
    ///
    /// ```swift
    /// let table = try RouteTable(routesFile: recipeApp, fileName: "recipes.routes") // the `switchyard` command's built-in table
    /// let explanation = table.explain("raycipe://recipe?recipeID=abc")
    /// explanation.result.noMatch?.reason        // .noRoute
    /// explanation.reading?.segments             // ["recipe"]
    /// let nearest = explanation.nearest!
    /// nearest.routeName                         // "recipe.share"
    /// nearest.failedAt                          // .segment(1)
    /// nearest.verdict.description               // "segment 1 \"recipe\" is not \"share\""
    /// ```
    ///
    /// - Parameters:
    ///   - url: the URL, as ``match(_:)-(String)`` takes it.
    ///   - limit: how many candidates to list at most.
    /// - Returns: what ``match(_:)-(String)`` gives, how the URL reads, and the candidates.
    /// - Complexity: O(*r* · *n*) for *r* routes: a tool for people, not for every request.
    public func explain(_ url: String, limit: Int = 8) -> Explanation {
        Explainer(table: self).explain(url, limit: limit)
    }

    /// Explains a URL given as raw bytes, as ``match(utf8:)`` takes it.
    ///
    /// Bytes that are UTF-8 are explained as their text. Bytes that are not are `malformed`
    /// (or `too-long`, past the size limit), never repaired: the explanation holds that result,
    /// no reading and no candidates, and its ``Explanation/url`` shows the bad bytes as U+FFFD.
    ///
    /// ```swift
    /// let explanation = table.explain(utf8: [0x2F, 0xC0, 0xAF])
    /// explanation.result.noMatch?.reason   // .malformed
    /// ```
    public func explain(utf8 bytes: some Collection<UInt8>, limit: Int = 8) -> Explanation {
        if let text = String(validatingUTF8Bytes: bytes) { return explain(text, limit: limit) }
        return Explanation(url: String(decoding: bytes, as: UTF8.self), result: match(utf8: bytes), reading: nil, candidates: [])
    }
}
