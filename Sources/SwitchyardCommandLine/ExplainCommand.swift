import Switchyard

/// `switchyard explain [--routes FILE] [--method M] [--json] URL`: how the URL reads, the candidates and
/// why each matched or failed: for a person (the eight nearest), or with `--json` as one JSON
/// object for a script (every route, nearest first; ``ExplanationJSON``). Exit 0 when it
/// matched, 1 when not.
enum ExplainCommand {
    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, allowed: ["--routes", "--json", "--method"])
        guard options.operands.count == 1 else { throw UsageError("explain takes exactly one URL") }
        let table = try TableLoader.load(options, environment)
        let url = options.operands[0]
        if let method = try MethodOption.read(options), environment.undecodableBytes(of: url) == nil {
            return explainRequest(url, method: method, in: table, json: options.json, environment)
        }
        // An argument that is not UTF-8 is explained as the bytes it is: `malformed`.
        let bytes = environment.undecodableBytes(of: url)
        func explain(limit: Int) -> Explanation {
            bytes.map { table.explain(utf8: $0, limit: limit) } ?? table.explain(url, limit: limit)
        }
        if options.json {
            let explanation = explain(limit: Int.max)
            environment.write(ExplanationJSON.text(explanation, nearest: explanation.nearest) + "\n")
            return explanation.result.match == nil ? 1 : 0
        }
        let explanation = explain(limit: 8)
        environment.write(render(explanation))
        return explanation.result.match == nil ? 1 : 0
    }

    /// `explain --method`: the explanation of the URL, with the result for the method and
    /// each candidate's methods.
    private static func explainRequest(_ url: String, method: HTTPMethod, in table: RouteTable, json: Bool, _ environment: CommandEnvironment) -> Int32 {
        let routed = table.route(url, method: method)
        let answered: Bool
        switch routed {
        case .matched, .options: answered = true
        default: answered = false
        }
        let methods = CandidateMethods(table)
        if json {
            let explanation = table.explain(url, limit: Int.max)
            environment.write(ExplanationJSON.text(explanation, nearest: explanation.nearest, method: method, routed: routed, methods: methods) + "\n")
            return answered ? 0 : 1
        }
        environment.write(render(table.explain(url, limit: 8), methods: methods, request: (method, routed)))
        return answered ? 0 : 1
    }

    static func render(_ explanation: Explanation, methods: CandidateMethods? = nil, request: (HTTPMethod, RequestRoute)? = nil) -> String {
        var lines = ["url         \(explanation.url)"]
        if let reading = explanation.reading {
            var description: String
            switch reading.kind {
            case .web: description = "web link, scheme \(reading.scheme ?? ""), host \(reading.host ?? "")"
            case .custom: description = "custom scheme \(reading.scheme ?? "") (its authority is the first path segment)"
            case .relative: description = "relative reference (routes by path, against routes without a scheme)"
            }
            lines.append("read as     \(description)")
            let path = reading.segments.isEmpty ? "(root)" : reading.segments.map { "\"\($0)\"" }.joined(separator: " / ")
            lines.append("segments    \(path)")
            if reading.kind != .relative {
                lines.append("source      \(reading.knownSource.map { "\($0) (known to the table)" } ?? "not a source of this table: only routes pinned to it could match")")
            }
        }
        var result = explanation.result
        if let (method, routed) = request {
            lines.append("method      \(method)")
            switch routed {
            case .matched(let match): result = .matched(match)
            default:
                lines.append("result      \(routed)")
                result = .notMatched(NoMatch(reason: .noRoute, detail: ""))
            }
        }
        switch result {
        case _ where request != nil && request?.1.match == nil:
            break
        case .matched(let match):
            lines.append("result      \(match.routeName)  \(match.pattern)")
            let parameters = match.parameters.map { "\($0.name)=\"\($0.text)\" (\($0.typeName))" }
            if !parameters.isEmpty { lines.append("parameters  \(parameters.joined(separator: ", "))") }
        case .notMatched(let miss):
            lines.append("result      no match: \(miss)")
        }
        if !explanation.candidates.isEmpty {
            lines.append("candidates")
            let nameWidth = explanation.candidates.map(\.routeName.count).max() ?? 0
            let patternWidth = explanation.candidates.map(\.pattern.count).max() ?? 0
            for candidate in explanation.candidates {
                var mark: String
                var verdict = candidate.verdict.description
                switch candidate.verdict {
                case .chosen: mark = "*"
                case .outranked: mark = "+"
                case .failed: mark = "-"
                }
                if let (method, routed) = request, let methods, mark != "-" {
                    let answers = methods.methods(of: candidate)
                    if routed.match?.routeName == candidate.routeName && routed.match?.pattern == candidate.pattern {
                        mark = "*"
                        verdict = "matched (chosen for \(method))"
                    } else if !answers.isEmpty && !answers.contains(method) && !(method == .head && answers.contains(.get)) {
                        mark = "~"
                        verdict = "matches, but answers \(answers.map(\.rawValue).joined(separator: ", ")) only"
                    } else {
                        mark = "+"
                        verdict = "matches too, but ranks lower"
                    }
                }
                let answers = methods.map { "  " + pad($0.text(for: candidate), $0.width) } ?? ""
                lines.append("  \(mark) \(pad(candidate.routeName, nameWidth))\(answers)  \(pad(candidate.pattern, patternWidth))  \(verdict)")
            }
            lines.append(
                request == nil
                    ? "  (* chosen, + matches but ranks lower, - does not match)"
                    : "  (* chosen, + matches but ranks lower, ~ matches but answers other methods, - does not match)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
