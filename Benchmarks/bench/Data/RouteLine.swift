/// One `NAME PATTERN` line of a `.routes` file.
struct RouteLine: Sendable {
    var name: String
    var pattern: String

    /// The route lines of a routes file: comments, blank lines and `@` directives skipped.
    /// The core reads these files itself; the bench reads them for the baseline.
    static func parse(_ text: String, fileName: String) throws -> [RouteLine] {
        var routes: [RouteLine] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimming([" ", "\t", "\r"])
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("@") { continue }
            let fields = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2 else {
                throw DataError("\(fileName):\(number + 1): expected NAME PATTERN, got '\(trimmed)'")
            }
            routes.append(RouteLine(name: String(fields[0]), pattern: String(fields[1])))
        }
        return routes
    }
}

extension Substring {
    /// This text without the given characters at either end.
    func trimming(_ characters: Set<Character>) -> Substring {
        var text = self
        while let first = text.first, characters.contains(first) { text.removeFirst() }
        while let last = text.last, characters.contains(last) { text.removeLast() }
        return text
    }
}
