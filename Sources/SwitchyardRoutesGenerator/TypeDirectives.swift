import Switchyard

/// The custom parameter types a routes file declares for the generator, one a line:
///
/// ```
/// #@type cuisine Cuisine
/// ```
///
/// `cuisine` is the name patterns use (`:c(cuisine)`), `Cuisine` the Swift type of the
/// generated code, which conforms to `RouteParameter` with that `routeParameterTypeName`. The
/// line is a comment to the router, which learns the type from `RouteTableOptions.parameterTypes`
/// at run time; the generated `Table.options` registers it.
struct TypeDirectives {
    /// The declared types, in file order: the name in patterns and the Swift type.
    var types: [(name: String, swiftType: String)] = []
    /// Bad `#@type` lines.
    var problems: [RouteTableProblem] = []

    static let marker = "#@type"

    /// Reads the `#@type` lines of `text`; `fileName` names the file in problems.
    init(parsing text: String, fileName: String) {
        var lineNumber = 0
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        for rawLine in body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            let line = rawLine.last == "\r" ? rawLine.dropLast() : rawLine
            let indent = line.prefix(while: { $0 == " " || $0 == "\t" }).count
            let body = line.dropFirst(indent)
            guard body.hasPrefix(Self.marker) else { continue }
            let fields = Self.fields(of: body).map { (text: $0.text, column: $0.column + indent) }
            let at = { (column: Int) in SourceLocation(file: fileName, line: lineNumber, column: column) }
            guard fields.count == 3 else {
                problem(at(indent + 1), "a type line is #@type NAME SwiftType, as in #@type cuisine Cuisine")
                continue
            }
            let (name, swiftType) = (fields[1], fields[2])
            guard Self.isPatternTypeName(name.text) else {
                problem(at(name.column), "a type name in patterns is an ASCII letter, then letters, digits and _, not '\(name.text)'")
                continue
            }
            guard !Self.standardNames.contains(String(name.text)) else {
                problem(at(name.column), "'\(name.text)' is a standard type (\(Self.standardNames.sorted().joined(separator: ", "))): it needs no #@type line")
                continue
            }
            guard !types.contains(where: { $0.name == name.text }) else {
                problem(at(name.column), "the type '\(name.text)' is declared twice")
                continue
            }
            guard Self.isSwiftTypeName(swiftType.text) else {
                problem(at(swiftType.column), "'\(swiftType.text)' is not a Swift type name (letters, digits and _, parts separated by .)")
                continue
            }
            types.append((String(name.text), String(swiftType.text)))
        }
    }

    private mutating func problem(_ location: SourceLocation, _ message: String) {
        problems.append(RouteTableProblem(severity: .error, location: location, message: message))
    }

    /// White-space separated fields with their 1-based columns.
    private static func fields(of line: Substring) -> [(text: Substring, column: Int)] {
        var fields: [(text: Substring, column: Int)] = []
        var start: (index: Substring.Index, column: Int)?
        var column = 1
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == " " || line[index] == "\t" {
                if let s = start { fields.append((line[s.index..<index], s.column)) }
                start = nil
            } else if start == nil {
                start = (index, column)
            }
            column += 1
            index = line.index(after: index)
        }
        if let s = start { fields.append((line[s.index..<index], s.column)) }
        return fields
    }

    static let standardNames: Set<String> = ["string", "int", "double", "bool", "uuid"]

    private static func isPatternTypeName(_ name: Substring) -> Bool {
        guard let first = name.utf8.first, isLetter(first) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    private static func isSwiftTypeName(_ name: Substring) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
            return part.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
