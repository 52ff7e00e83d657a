/// `--json`: `{"configuration":"release","suites":[{"name":"Match:GitHub","nsPerOp":…,"allocationsPerOp":…,…}]}`.
///
/// Written by hand so the keys keep a stable, readable order.
enum JSONReport {
    static func render(_ results: [SuiteResult], configuration: String) -> String {
        let suites = results.map(render).joined(separator: ",\n  ")
        return "{\"configuration\":\(quoted(configuration)),\"suites\":[\n  \(suites)\n]}"
    }

    private static func render(_ result: SuiteResult) -> String {
        var fields: [(String, String)] = [
            ("name", quoted(result.name)),
            ("nsPerOp", number(result.nanosecondsPerOperation.median)),
            ("nsPerOpMin", number(result.nanosecondsPerOperation.minimum)),
            ("nsPerOpP10", number(result.nanosecondsPerOperation.p10)),
            ("nsPerOpP90", number(result.nanosecondsPerOperation.p90)),
            ("nsPerOpMax", number(result.nanosecondsPerOperation.maximum)),
            ("allocationsPerOp", number(result.allocationsPerOperation)),
            ("rounds", String(result.rounds)),
            ("operationsPerRound", String(result.operationsPerRound)),
        ]
        if let baseline = result.baseline {
            fields.append(("baseline", quoted(baseline)))
        }
        if let speedup = result.speedupOverBaseline {
            fields.append(("speedupOverBaseline", number(speedup)))
        }
        for figure in result.figures {
            fields.append((figure.key, number(figure.value)))
        }
        fields.append(("correct", result.problems.isEmpty ? "true" : "false"))
        if !result.problems.isEmpty {
            fields.append(("problems", "[" + result.problems.prefix(10).map(quoted).joined(separator: ",") + "]"))
        }
        return "{" + fields.map { "\(quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
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

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
