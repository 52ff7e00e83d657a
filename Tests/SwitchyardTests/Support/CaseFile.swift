/// Case tables kept as data: `Data/cases/STEM.tsv`, one case a line, `name<TAB>input<TAB>expected`,
/// `#` comment lines and blank lines skipped. Fields use the escapes of `Data/cases/README.md`.
/// A malformed row, an unknown escape or a field of the wrong kind throws a ``CaseFile/Problem``
/// naming the file and line, which fails the test whose arguments it was loading.
///
///     @Test("…", arguments: try CaseFile.cases("url-scanning.forbidden"))
enum CaseFile {
    /// What is wrong with a case file, and where.
    struct Problem: Error, CustomStringConvertible {
        let place: String
        let message: String
        var description: String { "\(place): \(message)" }
    }

    /// A field of a row, with the place it stands for problems.
    struct Field {
        let raw: String
        let place: String

        func problem(_ message: String) -> Problem { Problem(place: place, message: message) }

        /// The field's text; a raw byte `\xHH` or the absent value `\-` is refused.
        func text() throws(Problem) -> String {
            guard raw != "\\-" else { throw problem("\\- (no value) where a text is needed") }
            let bytes = try self.bytes()
            guard let text = String(validatingUTF8Bytes: bytes) else { throw problem("\\x escapes that are not UTF-8 in a text field") }
            return text
        }

        /// The field's text, or `nil` when it is exactly `\-`.
        func optionalText() throws(Problem) -> String? { raw == "\\-" ? nil : try text() }

        /// The field as bytes: its UTF-8 with `\xHH` for any byte.
        func bytes() throws(Problem) -> [UInt8] {
            var out: [UInt8] = []
            var scalars = raw.unicodeScalars.makeIterator()
            while let c = scalars.next() {
                guard c == "\\" else { out += Array(String(c).utf8); continue }
                switch scalars.next() {
                case "\\": out.append(0x5C)
                case "t": out.append(0x09)
                case "n": out.append(0x0A)
                case "r": out.append(0x0D)
                case "x":
                    let digits = String(String.UnicodeScalarView([scalars.next(), scalars.next()].compactMap { $0 }))
                    guard digits.count == 2, digits.allSatisfy(\.isHexDigit), let byte = UInt8(digits, radix: 16) else {
                        throw problem("\\x needs two hexadecimal digits")
                    }
                    out.append(byte)
                case "u":
                    guard scalars.next() == "{" else { throw problem("\\u needs {HEX}") }
                    var digits = ""
                    while let d = scalars.next(), d != "}" { digits.unicodeScalars.append(d) }
                    guard (1...6).contains(digits.count), digits.allSatisfy(\.isHexDigit),
                        let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
                    else { throw problem("\\u{\(digits)} is not a Unicode scalar") }
                    out += Array(String(scalar).utf8)
                case let other?: throw problem("unknown escape \\\(other)")
                case nil: throw problem("a lone \\ at the end of the field")
                }
            }
            return out
        }

        /// The field as a whole number, or `nil` for `\-`.
        func optionalInt() throws(Problem) -> Int? {
            guard let text = try optionalText() else { return nil }
            guard let value = Int(text) else { throw problem("'\(text)' is not a whole number") }
            return value
        }

        /// The field as a whole number.
        func int() throws(Problem) -> Int {
            guard let value = try optionalInt() else { throw problem("\\- where a whole number is needed") }
            return value
        }

        /// The field as a finite or infinite double, or `nil` for `\-`.
        func optionalDouble() throws(Problem) -> Double? {
            guard let text = try optionalText() else { return nil }
            guard let value = Double(text) else { throw problem("'\(text)' is not a number") }
            return value
        }

        /// `true` or `false`, or `nil` for `\-`.
        func optionalBool() throws(Problem) -> Bool? {
            switch try optionalText() {
            case nil: return nil
            case "true": return true
            case "false": return false
            case let text?: throw problem("'\(text)' is neither true nor false")
            }
        }

        /// `true` or `false`.
        func bool() throws(Problem) -> Bool {
            guard let value = try optionalBool() else { throw problem("\\- where true or false is needed") }
            return value
        }
    }

    /// One line of a case file: its place (`cases/STEM.tsv:LINE`) and its fields.
    struct Row {
        let place: String
        let fields: [Field]
    }

    /// The rows of `Data/cases/STEM.tsv`, each with `columns` fields (at least `columns` when
    /// `columns` ends in a list of any length).
    static func rows(_ stem: String, columns: Int, listAtEnd: Bool = false) throws(Problem) -> [Row] {
        let file = "cases/\(stem).tsv"
        let text: String
        do { text = try TestData.read("cases", "\(stem).tsv") } catch { throw Problem(place: file, message: "cannot be read: \(error)") }
        guard text.hasSuffix("\n") else { throw Problem(place: file, message: "the last line has no line end") }
        var rows: [Row] = []
        for (line, fields) in TestData.records(String(text.dropLast())) {
            let place = "\(file):\(line)"
            guard listAtEnd ? fields.count >= columns - 1 : fields.count == columns else {
                throw Problem(place: place, message: "\(fields.count) fields, expected \(listAtEnd ? "at least \(columns - 1)" : "\(columns)")")
            }
            guard !fields[0].isEmpty else { throw Problem(place: place, message: "a case needs a name") }
            rows.append(Row(place: place, fields: fields.map { Field(raw: $0, place: place) }))
        }
        guard !rows.isEmpty else { throw Problem(place: file, message: "no cases") }
        return rows
    }

    /// The rule that `Data/cases/STEM.tsv` checks, in words: the text of its one
    /// `# test: …` line. A file without one, or with two, throws.
    static func rule(_ stem: String) throws(Problem) -> String {
        let file = "cases/\(stem).tsv"
        let text: String
        do { text = try TestData.read("cases", "\(stem).tsv") } catch { throw Problem(place: file, message: "cannot be read: \(error)") }
        let rules = text.split(separator: "\n").filter { $0.hasPrefix("# test: ") }.map { String($0.dropFirst("# test: ".count)) }
        guard rules.count == 1, let rule = rules.first, !rule.isEmpty else {
            throw Problem(place: file, message: "needs one '# test: RULE' line, has \(rules.count)")
        }
        return rule
    }

    /// The cases of several files, each read by `load` and named `rule — name`, so that one
    /// test over all of them still says which rule a failing case checks:
    /// `hosts compare after … — exact (cases/host-rules.hosts.tsv:6)`.
    static func ruled<Input, Expected>(
        _ stems: [String],
        _ load: (String) throws -> [Case<Input, Expected>]
    ) throws -> [Case<Input, Expected>] {
        try stems.flatMap { stem in
            let rule = try rule(stem)
            return try load(stem).map { Case("\(rule) — \($0.name)", $0.input, $0.expected, place: $0.place) }
        }
    }

    /// `name<TAB>input<TAB>expected`: the input a text, the expected value read by `expected`.
    static func cases<Expected>(_ stem: String, expected: (Field) throws -> Expected) throws -> [Case<String, Expected>] {
        try cases(stem, input: { try $0.text() }, expected: expected)
    }

    /// `name<TAB>input<TAB>expected`, each read by the function given.
    static func cases<Input, Expected>(
        _ stem: String,
        input: (Field) throws -> Input,
        expected: (Field) throws -> Expected
    ) throws -> [Case<Input, Expected>] {
        try rows(stem, columns: 3).map { row in
            Case(try row.fields[0].text(), try input(row.fields[1]), try expected(row.fields[2]), place: row.place)
        }
    }

    /// `name<TAB>input<TAB>expected`, three texts.
    static func cases(_ stem: String) throws -> [Case<String, String>] {
        try cases(stem) { try $0.text() }
    }

    /// `name<TAB>input<TAB>expected`: an expected text, or `\-` for none.
    static func optionalCases(_ stem: String) throws -> [Case<String, String?>] {
        try cases(stem) { try $0.optionalText() }
    }

    /// `name<TAB>bytes<TAB>expected`: the input as bytes (`\xHH` for any byte), the expected a text.
    static func byteCases(_ stem: String) throws -> [Case<[UInt8], String>] {
        try cases(stem, input: { try $0.bytes() }, expected: { try $0.text() })
    }

    /// A URL and the routes, in table order, of the table it is matched in.
    struct RoutedURL: Sendable {
        let routes: [(String, String)]
        let url: String
    }

    /// `name<TAB>URL<TAB>expected<TAB>route<TAB>route…`: each route a field `name pattern`,
    /// in table order; the expected value a text.
    static func routedCases(_ stem: String) throws -> [Case<RoutedURL, String>] {
        try rows(stem, columns: 4, listAtEnd: true).map { row in
            let routes = try row.fields.dropFirst(3).map { field in
                let parts = try field.text().split(separator: " ")
                guard parts.count == 2 else { throw field.problem("a route is 'name pattern'") }
                return (String(parts[0]), String(parts[1]))
            }
            return Case(try row.fields[0].text(), RoutedURL(routes: routes, url: try row.fields[1].text()), try row.fields[2].text(), place: row.place)
        }
    }

    /// `name<TAB>input<TAB>item<TAB>item…`: the expected value is the list of the remaining
    /// fields, none for an empty list.
    static func listCases(_ stem: String) throws -> [Case<String, [String]>] {
        try rows(stem, columns: 3, listAtEnd: true).map { row in
            Case(try row.fields[0].text(), try row.fields[1].text(), try row.fields.dropFirst(2).map { try $0.text() }, place: row.place)
        }
    }
}
