import Switchyard

/// `switchyard match [--routes FILE] [URL ...]`: one JSON object a line; exit 0 when every URL
/// matched, 1 when any did not.
///
/// URLs are routed as the bytes they were given as: an argument or a line of standard input
/// that is not UTF-8 is `malformed`, never repaired. A standard-input line loses a trailing
/// `\r`; a line of nothing but white space (tab, line feed, form feed, carriage return,
/// space) is skipped.
enum MatchCommand {
    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, allowed: ["--routes"])
        let table = try TableLoader.load(options, environment)
        var allMatched = true
        func report(_ result: MatchResult, _ input: String) {
            if result.match == nil { allMatched = false }
            environment.write(MatchJSON.line(for: result, input: input) + "\n")
        }
        if options.operands.isEmpty {
            while var line = environment.nextRawLine() {
                if line.last == 0x0D { line.removeLast() }
                if line.allSatisfy(Self.isWhitespace) { continue }
                report(table.match(utf8: line), String(decoding: line, as: UTF8.self))
            }
        } else {
            for operand in options.operands {
                if let bytes = environment.undecodableBytes(of: operand) {
                    report(table.match(utf8: bytes), String(decoding: bytes, as: UTF8.self))
                } else {
                    report(table.match(operand), operand)
                }
            }
        }
        return allMatched ? 0 : 1
    }

    /// The white space the router trims: tab, line feed, form feed, carriage return, space.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
}
