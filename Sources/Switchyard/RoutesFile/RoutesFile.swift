/// A routes file, read: the route definitions and the options its directives set.
///
/// The format (Docs/Command.md, "Routes files"): UTF-8 text, with or without a byte-order mark, `\n` or
/// `\r\n` line ends. `#` at the start of a line or after white space starts a comment; blank
/// lines are ignored. Every other line is `NAME PATTERN [requires=CONDITION[,CONDITION...]]` (a
/// name or condition is ASCII letters, digits, `_`, `.` and `-`; the conditions are what the
/// route needs before a link to it is delivered, see ``RouteTable/requirements(ofRoute:)``) or
/// a directive: `@source URL` declares a source with no pinned routes
/// of its own; `@case-insensitive-paths` makes literal segments compare with ASCII case folded.
/// A route line that repeats an earlier one exactly (the same name and pattern) is a warning,
/// not a conflict: the table holds the route once.
///
/// ```
/// # the recipe app
/// @source https://raycipe.example.com
/// home           raycipe://home
/// recipe.detail  raycipe://recipes/:id(int)
/// profile        raycipe://profile            requires=signedIn
/// ```
public struct RoutesFile: Sendable {
    /// The name used in messages (`FILE:LINE:COLUMN`).
    public var fileName: String
    /// The `NAME PATTERN` lines, in order, each with its location.
    public var definitions: [RouteDefinition] = []
    /// The options the directives set (`@source`, `@case-insensitive-paths`).
    public var options = RouteTableOptions()
    /// Problems with the file's lines themselves (not with patterns, which the table checks).
    public var problems: [RouteTableProblem] = []
    /// Warnings about the file's lines: a route line that repeats an earlier one (the same
    /// name and pattern) is reported here and left out of ``definitions``.
    public var warnings: [RouteTableProblem] = []
    /// The line of each name and pattern read so far, to find repeated lines.
    private var lineOfRoute: [String: Int] = [:]
    /// The path the last `@mount` set, prefixed to the patterns of the route lines after it
    /// ("" for none).
    private var mount = ""

    /// Reads `text`; never throws: every problem is collected in ``problems``.
    public init(parsing text: String, fileName: String) {
        self.fileName = fileName
        var lineNumber = 0
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        // "\r\n" is one Character in Swift, so both line ends are named.
        for rawLine in body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            var line = rawLine
            if line.last == "\r" { line = line.dropLast() }
            read(line, number: lineNumber)
        }
    }

    private mutating func read(_ line: Substring, number: Int) {
        var fields = Self.fields(of: line)
        guard let first = fields.first else { return }
        let fileName = fileName
        let location = { (field: (text: Substring, column: Int)) in
            SourceLocation(file: fileName, line: number, column: field.column)
        }
        if first.text.hasPrefix("@") {
            readDirective(fields, location: location)
            return
        }
        guard Self.isValidName(first.text) else {
            problem(at: location(first), "a route name is ASCII letters, digits, _ . and -, not '\(first.text)'")
            return
        }
        var methods: [HTTPMethod] = []
        if fields.count >= 2, Self.looksLikeMethods(fields[1].text) {
            guard let read = readMethods(fields[1], location: location) else { return }
            guard fields.count >= 3 else {
                problem(at: location(fields[1]), "route '\(first.text)' has methods but no pattern: a line is NAME [METHOD[,METHOD...]] PATTERN")
                return
            }
            methods = read
            fields.remove(at: 1)
        }
        guard fields.count >= 2 else {
            problem(at: location(first), "route '\(first.text)' has no pattern: a line is NAME [METHOD[,METHOD...]] PATTERN")
            return
        }
        var requirements: [String] = []
        if fields.count > 2 {
            guard fields[2].text.contains("=") else {
                problem(at: location(fields[2]), "unexpected text after the pattern: '\(fields[2].text)' (a pattern holds no white space)")
                return
            }
            guard let names = readRequirements(fields[2], location: location) else { return }
            guard fields.count == 3 else {
                problem(at: location(fields[3]), "unexpected text after \(fields[2].text): '\(fields[3].text)' (requires= ends the line)")
                return
            }
            requirements = names
        }
        // A name holds no white space, so name, methods, pattern and requirements identify the
        // route; a line that differs only in its requirements is kept, and conflicts with the first.
        let methodList = methods.map(\.rawValue).joined(separator: ",")
        let route = "\(first.text) \(methodList) \(fields[1].text) \(requirements.joined(separator: ","))"
        if let earlier = lineOfRoute[route] {
            warnings.append(
                RouteTableProblem(
                    severity: .warning, routeName: String(first.text), pattern: String(fields[1].text), location: location(first),
                    message: "duplicate of line \(earlier): the same route name and pattern; this line is ignored, delete it"
                ))
            return
        }
        lineOfRoute[route] = number
        var definition = RouteDefinition(
            name: String(first.text), pattern: String(fields[1].text), methods: methods, location: location(fields[1]),
            requirements: requirements)
        if !mount.isEmpty { definition.mount(under: mount) }
        definitions.append(definition)
    }

    /// Whether a field is a list of methods rather than a pattern: tokens and commas (a
    /// pattern always holds a `/` or a `:`, which a token cannot).
    static func looksLikeMethods(_ text: Substring) -> Bool {
        text.utf8.allSatisfy { $0 == UInt8(ascii: ",") || HTTPMethod.isTokenByte($0) }
    }

    /// Reads `METHOD[,METHOD...]`; `nil` after reporting a problem at the column of the part
    /// that is wrong. A method in lower case is kept (it is a valid extension method) with a
    /// warning, since methods are case-sensitive.
    private mutating func readMethods(
        _ field: (text: Substring, column: Int), location: ((text: Substring, column: Int)) -> SourceLocation
    ) -> [HTTPMethod]? {
        var methods: [HTTPMethod] = []
        var column = field.column
        for name in field.text.split(separator: ",", omittingEmptySubsequences: false) {
            let at = location((name, column))
            column += name.count + 1
            guard let method = HTTPMethod(String(name)) else {
                problem(at: at, "an empty method in the list (methods are separated by single commas, no spaces)")
                return nil
            }
            guard !methods.contains(method) else {
                problem(at: at, "the method \(method) is listed twice")
                return nil
            }
            let upper = method.rawValue.uppercased()
            if upper != method.rawValue, HTTPMethod.standardNames.contains(upper) {
                warnings.append(
                    RouteTableProblem(
                        severity: .warning, location: at,
                        message: "'\(method)' is not \(upper): methods are case-sensitive; write \(upper)"))
            }
            methods.append(method)
        }
        return methods
    }

    /// Reads `requires=NAME[,NAME...]`, the conditions a route needs; `nil` after reporting
    /// a problem at the column of the part that is wrong.
    private mutating func readRequirements(
        _ field: (text: Substring, column: Int), location: ((text: Substring, column: Int)) -> SourceLocation
    ) -> [String]? {
        let key = "requires="
        guard field.text.hasPrefix(key) else {
            let form = field.text[...field.text.firstIndex(of: "=")!]
            problem(at: location(field), "unknown form '\(form)' after the pattern (known: requires=NAME[,NAME...])")
            return nil
        }
        let list = field.text.dropFirst(key.count)
        guard !list.isEmpty else {
            problem(at: location(field), "requires= needs at least one condition name, as in requires=signedIn")
            return nil
        }
        var names: [String] = []
        var column = field.column + key.count
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            let at = location((name, column))
            column += name.count + 1
            guard !name.isEmpty else {
                problem(at: at, "an empty condition name in requires= (names are separated by single commas, no spaces)")
                return nil
            }
            guard Self.isValidName(name) else {
                problem(at: at, "a condition name is ASCII letters, digits, _ . and -, not '\(name)'")
                return nil
            }
            guard !names.contains(String(name)) else {
                problem(at: at, "the condition '\(name)' is listed twice")
                return nil
            }
            names.append(String(name))
        }
        return names
    }

    private mutating func readDirective(_ fields: [(text: Substring, column: Int)], location: ((text: Substring, column: Int)) -> SourceLocation) {
        let directive = fields[0]
        switch directive.text {
        case "@source":
            guard fields.count == 2 else {
                problem(at: location(directive), fields.count < 2 ? "@source needs a URL, as in @source https://example.com or @source raycipe:" : "@source takes one URL")
                return
            }
            if case .failure(let error) = SourceParser.parse(String(fields[1].text)) {
                problem(at: location(fields[1]), "bad source '\(fields[1].text)': \(error.message)")
                return
            }
            options.sources.append(String(fields[1].text))
        case "@mount":
            guard fields.count == 2 else {
                problem(at: location(directive), fields.count < 2 ? "@mount needs a path, as in @mount /api/v1" : "@mount takes one path")
                return
            }
            guard let prefix = Self.mountPrefix(fields[1].text) else {
                problem(
                    at: location(fields[1]),
                    "bad mount path '\(fields[1].text)': a path of literal segments starting with /, as in /api/v1 (no parameters, query or fragment)")
                return
            }
            mount = prefix
        case "@origin":
            guard fields.count == 2 else {
                problem(at: location(directive), fields.count < 2 ? "@origin needs a URL, as in @origin https://api.example.com" : "@origin takes one URL")
                return
            }
            guard options.origin == nil else {
                problem(at: location(directive), "@origin is given twice: a table has one public origin")
                return
            }
            if case .failure(let error) = RequestOrigin.parse(fields[1].text, allowsPort: false) {
                problem(at: location(fields[1]), "bad origin '\(fields[1].text)': \(error)")
                return
            }
            options.origin = String(fields[1].text)
        case "@local-origin":
            guard fields.count == 2 else {
                problem(
                    at: location(directive),
                    fields.count < 2 ? "@local-origin needs a URL, as in @local-origin http://localhost:8080" : "@local-origin takes one URL")
                return
            }
            if case .failure(let error) = RequestOrigin.parse(fields[1].text, allowsPort: true) {
                problem(at: location(fields[1]), "bad local origin '\(fields[1].text)': \(error)")
                return
            }
            options.localOrigins.append(String(fields[1].text))
        case "@case-insensitive-paths":
            guard fields.count == 1 else {
                problem(at: location(fields[1]), "@case-insensitive-paths takes no argument")
                return
            }
            options.caseInsensitivePaths = true
        default:
            problem(at: location(directive), "unknown directive '\(directive.text)' (known: @source, @origin, @local-origin, @mount, @case-insensitive-paths)")
        }
    }

    private mutating func problem(at location: SourceLocation, _ message: String) {
        problems.append(RouteTableProblem(severity: .error, location: location, message: message))
    }

    /// White-space separated fields with their 1-based columns, up to a comment.
    static func fields(of line: Substring) -> [(text: Substring, column: Int)] {
        var fields: [(text: Substring, column: Int)] = []
        var column = 1
        var start: Substring.Index?
        var startColumn = 0
        var index = line.startIndex
        while index < line.endIndex {
            let c = line[index]
            if c == " " || c == "\t" {
                if let s = start { fields.append((line[s..<index], startColumn)); start = nil }
            } else if start == nil {
                if c == "#" { break }
                start = index
                startColumn = column
            }
            column += 1
            index = line.index(after: index)
        }
        if let s = start { fields.append((line[s..<index], startColumn)) }
        return fields
    }

    /// The prefix `@mount` sets: `text` without trailing slashes ("" for `/`), or `nil` when
    /// it is not a path of literal segments.
    static func mountPrefix(_ text: Substring) -> String? {
        guard text.hasPrefix("/") else { return nil }
        let forbidden: Set<Character> = [":", "*", "?", "#", "(", ")", "{", "}"]
        guard !text.contains(where: { forbidden.contains($0) }), !text.contains("//") else { return nil }
        var prefix = text
        while prefix.hasSuffix("/") { prefix = prefix.dropLast() }
        return String(prefix)
    }

    static func isValidName(_ name: Substring) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { ASCII.isAlphanumeric($0) || $0 == 0x5F || $0 == ASCII.dot || $0 == ASCII.minus }
    }
}

extension RouteTable {
    /// Builds a table from the text of a routes file.
    ///
    /// - Throws: ``RouteTableError`` with every problem in the file, each located as
    ///   `FILE:LINE:COLUMN`: bad lines and directives as well as bad patterns and conflicts.
    public init(routesFile text: String, fileName: String, options: RouteTableOptions = RouteTableOptions()) throws(RouteTableError) {
        var file = RoutesFile(parsing: text, fileName: fileName)
        file.options.maximumURLLength = options.maximumURLLength
        file.options.parameterTypes = options.parameterTypes
        file.options.sources += options.sources
        file.options.caseInsensitivePaths = file.options.caseInsensitivePaths || options.caseInsensitivePaths
        file.options.origin = file.options.origin ?? options.origin
        file.options.localOrigins += options.localOrigins
        let table: RouteTable
        do throws(RouteTableError) {
            table = try RouteTable(file.definitions, options: file.options, fileWarnings: file.warnings)
        } catch {
            // The error holds the file's warnings already: the table started from them.
            throw RouteTableError(problems: (file.problems + error.problems).sorted(by: RouteTableProblem.fileOrder))
        }
        guard file.problems.isEmpty else { throw RouteTableError(problems: (file.problems + table.warnings).sorted(by: RouteTableProblem.fileOrder)) }
        self = table
    }
}

extension RouteTableProblem {
    /// Orders problems by line and column; problems without a location come first.
    static func fileOrder(_ a: RouteTableProblem, _ b: RouteTableProblem) -> Bool {
        switch (a.location, b.location) {
        case (let x?, let y?): return (x.line, x.column) < (y.line, y.column)
        case (nil, _?): return true
        default: return false
        }
    }
}
