/// The generated Swift file read back: its declarations, its table's definitions and options,
/// taken from the text, so that the tests check what the compiler would be given.
struct GeneratedSource {
    struct Declaration: Equatable {
        var swiftName: String
        var valuesType: String
        var name: String
        var patterns: [String]
        var capturing: [String]
        var methods: [String]
    }

    struct Definition: Equatable {
        var name: String
        var pattern: String
        var line: Int?
        var column: Int?
        var requirements: [String]
        var methods: [String]
        var mount: String
    }

    var declarations: [Declaration] = []
    var definitions: [Definition] = []
    var sources: [String] = []
    var caseInsensitivePaths = false
    var origin: String?
    var localOrigins: [String] = []
    var parameterTypes: [String] = []

    init(_ text: String) {
        var currentColumn: String?
        var columns: [String: [String]] = [:]
        var requirementLists: [[String]] = []
        func columnName(_ line: Substring) -> String? {
            let name = line.dropFirst("static let ".count).prefix(while: { $0 != ":" })
            return ["names", "patterns", "lines", "columns", "requirements", "mounts", "methods"].contains(String(name)) ? String(name) : nil
        }
        for line in text.split(separator: "\n") {
            let body = line.drop(while: { $0 == " " })
            if body.hasPrefix("static let "), let equals = body.range(of: ": RouteDeclaration<") {
                let swiftName = String(body[body.index(body.startIndex, offsetBy: 11)..<equals.lowerBound])
                let afterType = body[equals.upperBound...]
                let typeEnd = afterType.range(of: "> = RouteDeclaration(")!
                let valuesType = String(afterType[..<typeEnd.lowerBound])
                var rest = afterType[typeEnd.upperBound...]
                var methods: [String] = []
                if let modifier = rest.range(of: ").methods(", options: .backwards) {
                    methods = Self.methods(rest[modifier.upperBound...].dropLast())
                    rest = rest[..<rest.index(after: modifier.lowerBound)]
                }
                let strings = Self.strings(&rest)
                let capturing =
                    rest.range(of: "capturing: ").map { found in
                        rest[found.upperBound...].dropLast().split(separator: ", ").map { String($0.dropLast(".self".count)) }
                    } ?? []
                declarations.append(
                    Declaration(
                        swiftName: swiftName, valuesType: valuesType, name: strings[0], patterns: Array(strings.dropFirst()), capturing: capturing,
                        methods: methods))
            } else if body.hasPrefix("static let "), body.hasSuffix("] = ["), let column = columnName(body) {
                currentColumn = column
            } else if body == "]" {
                currentColumn = nil
            } else if let column = currentColumn {
                var item = body.hasSuffix(",") ? body.dropLast() : body
                columns[column, default: []].append(item.hasPrefix("[") ? String(item.dropFirst()) : String(item))
                if column == "requirements" {
                    item = item.dropFirst()
                    requirementLists.append(Self.strings(&item))
                }
            } else if body.hasPrefix("options.sources = [") {
                var rest = body.dropFirst("options.sources = [".count)
                sources = Self.strings(&rest)
            } else if body.hasPrefix("options.origin = ") {
                var rest = body.dropFirst("options.origin = ".count)
                origin = Self.string(&rest)
            } else if body.hasPrefix("options.localOrigins = [") {
                var rest = body.dropFirst("options.localOrigins = [".count)
                localOrigins = Self.strings(&rest)
            } else if body == "options.caseInsensitivePaths = true" {
                caseInsensitivePaths = true
            } else if body.hasPrefix("options.parameterTypes = [") {
                parameterTypes = body.dropFirst("options.parameterTypes = [".count).dropLast().split(separator: ", ").map { String($0.dropLast(".self".count)) }
            }
        }
        let names = (columns["names"] ?? []).map { literal -> String in
            var text = Substring(literal)
            return Self.string(&text)!
        }
        let patterns = (columns["patterns"] ?? []).map { literal -> String in
            var text = Substring(literal)
            return Self.string(&text)!
        }
        let mounts = (columns["mounts"] ?? []).map { literal -> String in
            var text = Substring(literal)
            return Self.string(&text)!
        }
        let methodLists = (columns["methods"] ?? []).map { Self.methods(Substring($0).dropLast()) }
        let lines = columns["lines"]?.map { Int($0)! }
        let numbers = columns["columns"]?.map { Int($0)! }
        definitions = names.indices.map { index in
            Definition(
                name: names[index], pattern: patterns[index], line: lines?[index], column: numbers?[index],
                requirements: requirementLists.isEmpty ? [] : requirementLists[index],
                methods: methodLists.isEmpty ? [] : methodLists[index], mount: mounts.isEmpty ? "" : mounts[index])
        }
    }

    /// The methods of `.get, HTTPMethod("PURGE")!`, as tokens: `GET`, `PURGE`.
    private static func methods(_ text: Substring) -> [String] {
        text.split(separator: ", ").map { item in
            if item.hasPrefix(".") { return item.dropFirst().uppercased() }
            var literal = item.dropFirst("HTTPMethod(".count)
            return string(&literal)!
        }
    }

    /// The string literals at the start of `text`, separated by `, `; `text` is left after them.
    private static func strings(_ text: inout Substring) -> [String] {
        var result: [String] = []
        while let string = string(&text) {
            result.append(string)
            guard text.hasPrefix(", \"") else { break }
            text = text.dropFirst(2)
        }
        return result
    }

    /// The string literal at the start of `text`, unescaped; `text` is left after it.
    private static func string(_ text: inout Substring) -> String? {
        guard text.first == "\"" else { return nil }
        var scalars = text.unicodeScalars.dropFirst()
        var result = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\"":
                text = Substring(scalars)
                return String(result)
            case "\\":
                let escaped = scalars.popFirst()!
                if escaped == "u" {
                    let hex = scalars.prefix(while: { $0 != "}" }).dropFirst()
                    scalars = scalars.drop(while: { $0 != "}" }).dropFirst()
                    result.append(Unicode.Scalar(UInt32(String(String.UnicodeScalarView(hex)), radix: 16)!)!)
                } else {
                    result.append(escaped)
                }
            default: result.append(scalar)
            }
        }
        return nil
    }
}
