/// The parameter types a typed route's closure declares, in order, as the router checks them
/// against each of the route's patterns when it is built.
///
/// A declared type fits a pattern's parameter when its ``RouteParameter/routeParameterTypeName``
/// is the parameter's type in the pattern: `String` or `Substring` for `:name` and `**name`,
/// `Int` for `:name(int)`, `Double`, `Bool`, `UUID`, and a custom type for the name the table
/// registers it under. The parameters are the pattern's named captures in the order it captures
/// them: the path's, left to right, then the query constraints'.
@usableFromInline
struct RouteSignature: Sendable, Hashable {
    /// Each declared type's name in patterns (`int`, `string`, a custom type's name).
    let typeNames: [String]
    /// Each declared type as Swift writes it (`Int`, `Substring`), for messages.
    let swiftNames: [String]

    @usableFromInline
    init<each Value: RouteParameter>(_ types: repeat (each Value).Type) {
        var typeNames: [String] = []
        var swiftNames: [String] = []
        for type in repeat each types {
            typeNames.append(type.routeParameterTypeName)
            swiftNames.append(String(describing: type))
        }
        self.typeNames = typeNames
        self.swiftNames = swiftNames
    }
}

/// One named parameter of a pattern, as the table compiled it.
struct PatternParameter: Sendable, Hashable {
    var name: String
    /// Its type's name in patterns (`string` for `:name` and `**name`).
    var typeName: String
}

extension RouteSignature {
    /// What is wrong with reading `parameters` (those of `pattern`, of route `routeName`) with
    /// this signature, one problem per mismatch; empty when every type fits.
    func problems(routeName: String, pattern: String, parameters: [PatternParameter]) -> [RouteTableProblem] {
        func problem(_ column: Int, _ message: String) -> RouteTableProblem {
            RouteTableProblem(severity: .error, routeName: routeName, pattern: pattern, message: "column \(column): \(message)")
        }
        var problems: [RouteTableProblem] = []
        for (index, parameter) in parameters.enumerated() where index < typeNames.count {
            guard typeNames[index] != parameter.typeName else { continue }
            let column = PatternText.column(ofParameter: parameter.name, in: pattern)
            problems.append(
                problem(
                    column,
                    "the closure's parameter \(index + 1) is \(swiftNames[index]) (\(typeNames[index])), but :\(parameter.name) is \(parameter.typeName): "
                        + "declare it as \(Self.swiftName(forTypeName: parameter.typeName))"))
        }
        if parameters.count != typeNames.count {
            let names = parameters.map { ":" + $0.name }.joined(separator: ", ")
            problems.append(
                problem(
                    1,
                    "the closure takes \(typeNames.count) parameter\(typeNames.count == 1 ? "" : "s") (\(swiftNames.joined(separator: ", "))), "
                        + "but the pattern captures \(parameters.count)\(parameters.isEmpty ? "" : " (\(names))"), in that order"))
        }
        return problems
    }

    /// The Swift type a message advises for a pattern type.
    static func swiftName(forTypeName typeName: String) -> String {
        switch typeName {
        case "string": "String or Substring"
        case "int": "Int"
        case "double": "Double"
        case "bool": "Bool"
        case "uuid": "UUID"
        default: "the type registered as '\(typeName)'"
        }
    }
}

/// Finding a parameter in a pattern's text, for messages.
enum PatternText {
    /// The 1-based column (in Unicode scalars) where parameter `name` is written in `pattern`
    /// (`:name`, `**name` or `key=:name`), or 1 when it is not found.
    static func column(ofParameter name: String, in pattern: String) -> Int {
        let scalars = Array(pattern.unicodeScalars)
        let target = Array(name.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let isMark = scalars[index] == ":" || (scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "*")
            if isMark {
                let start = index + (scalars[index] == ":" ? 1 : 2)
                let end = start + target.count
                if end <= scalars.count, Array(scalars[start..<end]) == target,
                    end == scalars.count || !isNameScalar(scalars[end])
                {
                    return index + 1
                }
            }
            index += 1
        }
        return 1
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
