import SwitchyardLinkService

/// `--json`: `{"configuration":"release","suites":[{"name":"Match:GitHub","nsPerOp":…,"allocationsPerOp":…,…}]}`.
///
/// Written by hand so the keys keep a stable, readable order.
enum JSONReport {
    static func render(_ results: [SuiteResult], configuration: String) -> String {
        let suites = results.map(render).joined(separator: ",\n  ")
        return "{\"configuration\":\(JSONText.quoted(configuration)),\"suites\":[\n  \(suites)\n]}"
    }

    private static func render(_ result: SuiteResult) -> String {
        var fields: [(String, String)] = [
            ("name", JSONText.quoted(result.name)),
            ("nsPerOp", number(result.nanosecondsPerOperation.median)),
            ("nsPerOpMin", number(result.nanosecondsPerOperation.minimum)),
            ("nsPerOpP10", number(result.nanosecondsPerOperation.p10)),
            ("nsPerOpP90", number(result.nanosecondsPerOperation.p90)),
            ("nsPerOpMax", number(result.nanosecondsPerOperation.maximum)),
            ("allocationsPerOp", result.allocationsPerOperation.map(number) ?? "null"),
            ("rounds", String(result.rounds)),
            ("operationsPerRound", String(result.operationsPerRound)),
        ]
        if let baseline = result.baseline {
            fields.append(("baseline", JSONText.quoted(baseline)))
        }
        if let speedup = result.speedupOverBaseline {
            fields.append(("speedupOverBaseline", number(speedup)))
        }
        for figure in result.figures {
            fields.append((figure.key, figure.value.map(number) ?? "null"))
        }
        fields.append(("correct", result.problems.isEmpty ? "true" : "false"))
        if !result.problems.isEmpty {
            fields.append(("problems", JSONText.array(result.problems.prefix(10).map(JSONText.quoted))))
        }
        return JSONText.object(fields)
    }

    /// Three decimals, no exponent; `null` for what JSON cannot hold.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        return String(rounded)
    }
}
