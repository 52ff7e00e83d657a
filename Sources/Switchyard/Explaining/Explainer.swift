/// Tries every route of a table on its own against one URL, for ``RouteTable/explain(_:limit:)``.
struct Explainer {
    let table: RouteTable
    var storage: RouteTableStorage { table.storage }

    func explain(_ url: String, limit: Int) -> Explanation {
        let result = table.match(url)
        var explanation = Explanation(url: url, result: result, reading: nil, candidates: [])
        guard let reading = read(url) else { return explanation }
        explanation.reading = reading
        let chosen = result.match?.routeIndex
        let chosenName = result.match?.routeName ?? ""
        var candidates: [(index: Int, candidate: Explanation.Candidate)] = []
        for index in 0..<storage.routes.count {
            let patternText = storage.patterns[index]
            guard let pattern = PatternParser.parse(patternText, registry: storage.registry).pattern else { continue }
            var (progress, failure) = evaluate(pattern, against: reading, url: url)
            var verdict: Explanation.Verdict
            if index == chosen {
                verdict = .chosen
                progress = Int.max
            } else if let failure {
                verdict = .failed(failure)
            } else {
                verdict = .outranked(by: chosenName)
                progress = Int.max &- 1
            }
            candidates.append((index, Explanation.Candidate(routeName: storage.names[index], pattern: patternText, verdict: verdict, progress: progress)))
        }
        candidates.sort { a, b in
            a.candidate.progress != b.candidate.progress ? a.candidate.progress > b.candidate.progress : a.index < b.index
        }
        explanation.candidates = candidates.prefix(max(0, limit)).map { item in
            var candidate = item.candidate
            if candidate.progress >= Int.max &- 1 {
                candidate.progress = 0
                if let pattern = PatternParser.parse(candidate.pattern, registry: storage.registry).pattern {
                    candidate.progress = pattern.segments.count &+ pattern.constraints.count
                }
            }
            return candidate
        }
        return explanation
    }

    /// How the URL reads, or `nil` when it is rejected before any route is looked at.
    private func read(_ url: String) -> Explanation.Reading? {
        var text = url
        return text.withUTF8 { bytes -> Explanation.Reading? in
            var read: (ScannedURL, [String])?
            _ = URLReader.read(bytes, limit: storage.maximumURLLength, validateUTF8: false) { scanned, segments in
                read = (scanned, (0..<segments.count).map { String(decoding: segments.decoded($0), as: UTF8.self) })
            }
            guard let (scanned, segments) = read else { return nil }
            let string = { (range: Range<Int>) in String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            var reading = Explanation.Reading(kind: "relative", scheme: nil, host: nil, segments: segments, knownSource: nil)
            switch scanned.kind {
            case .relative:
                break
            case .web:
                reading.kind = "web"
                reading.scheme = scanned.scheme.isEmpty ? "https" : string(scanned.scheme).lowercased()
                reading.host = string(scanned.host).lowercased()
            case .custom:
                reading.kind = "custom"
                reading.scheme = string(scanned.scheme).lowercased()
            }
            reading.knownSource = storage.sources.first { entry in
                switch entry.source {
                case .web(let scheme, let host): return reading.kind == "web" && scheme == reading.scheme && host == reading.host
                case .scheme(let scheme): return reading.kind == "custom" && scheme == reading.scheme
                case .unpinned: return false
                }
            }?.source.description
            return reading
        }
    }

    /// How far `pattern` gets with the URL, and why it fails (`nil` when it matches).
    private func evaluate(_ pattern: Pattern, against reading: Explanation.Reading, url: String) -> (Int, String?) {
        if let failure = sourceFailure(pattern.source, reading) { return (0, failure) }
        var progress = 1
        let segments = reading.segments
        for (position, segment) in pattern.segments.enumerated() {
            if case .rest = segment { progress &+= 1; break }
            guard position < segments.count else {
                return (progress, "the URL ends after \(segments.count) segment\(segments.count == 1 ? "" : "s"); the pattern needs more")
            }
            let text = segments[position]
            switch segment {
            case .literal(let literal):
                let expected = String(decoding: literal, as: UTF8.self)
                // Bytes, not `String ==`: segments compare by Unicode scalars, without normalisation.
                let equal = storage.trie.caseInsensitive ? Array(text.utf8).map(ASCII.lowercased) == literal.map(ASCII.lowercased) : Array(text.utf8) == literal
                if !equal { return (progress, "segment \(position &+ 1) \"\(text)\" is not \"\(expected)\"") }
            case .parameter(_, let kind):
                let accepted = Array(text.utf8).withUnsafeBufferPointer { storage.registry.accepts(kind, $0) }
                if !accepted { return (progress, "segment \(position &+ 1) \"\(text)\" is not a valid \(storage.registry.name(of: kind))") }
            case .rest:
                break
            }
            progress &+= 1
        }
        let hasRest = pattern.segments.last.map { if case .rest = $0 { return true } else { return false } } ?? false
        if !hasRest && segments.count > pattern.segments.count {
            return (progress, "the URL has \(segments.count) segments; the pattern has \(pattern.segments.count)")
        }
        for constraint in pattern.constraints {
            if let failure = constraintFailure(constraint, url: url) { return (progress, failure) }
            progress &+= 1
        }
        return (progress, nil)
    }

    private func sourceFailure(_ source: PatternSource, _ reading: Explanation.Reading) -> String? {
        switch source {
        case .unpinned:
            if reading.kind == "relative" || reading.knownSource != nil { return nil }
            return "the URL comes from \(describeSource(reading)), which is not one of the table's sources, and this route has no scheme"
        case .scheme(let scheme):
            if reading.kind == "custom" && reading.scheme == scheme { return nil }
            return "pinned to \(source); the URL is \(describeSource(reading))"
        case .web(let scheme, let host):
            if reading.kind == "web" && reading.scheme == scheme && reading.host == host { return nil }
            return "pinned to \(source); the URL is \(describeSource(reading))"
        }
    }

    private func describeSource(_ reading: Explanation.Reading) -> String {
        switch reading.kind {
        case "web": return "\(reading.scheme ?? "https")://\(reading.host ?? "")"
        case "custom": return "\(reading.scheme ?? ""):"
        default: return "a relative reference"
        }
    }

    private func constraintFailure(_ constraint: Pattern.QueryConstraint, url: String) -> String? {
        guard let match = table.probeQuery(url) else { return "the URL has no query" }
        let key = String(decoding: constraint.key, as: UTF8.self)
        let values = match.all(key)
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
    /// Explains how `url` routes: the candidates that came closest and why each matched or failed.
    ///
    /// - Parameters:
    ///   - url: the URL, as it would be given to ``RouteTable/match(_:)-(String)``.
    ///   - limit: how many candidates to list at most.
    /// - Complexity: O(*r* · *n*) for *r* routes: a tool for people, not for every request.
    public func explain(_ url: String, limit: Int = 8) -> Explanation {
        Explainer(table: self).explain(url, limit: limit)
    }

    /// The query items of `url` read the way matching reads them, or `nil` when it has no query.
    func probeQuery(_ url: String) -> QueryItems? {
        var text = url
        return text.withUTF8 { bytes in
            var scanned: ScannedURL?
            _ = URLReader.read(bytes, limit: storage.maximumURLLength, validateUTF8: false) { url, _ in scanned = url }
            guard let scanned, let query = scanned.query else { return nil }
            return QueryItems(input: url, offset: 0, range: query, plusIsSpace: scanned.plusIsSpace)
        }
    }
}
