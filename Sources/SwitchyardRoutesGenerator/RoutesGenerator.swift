import Switchyard

/// Reads a routes file and makes its typed declarations (Docs/RoutesFiles.md).
///
/// The table is the one `RouteTable(routesFile:fileName:)` reads, built by the core: every
/// error and warning it reports is a diagnostic. The generator adds its own: a bad `#@type`
/// line, a route whose patterns capture different parameters (a typed declaration needs the
/// same ones in every pattern), a route name with no Swift name, and two route names with the
/// same Swift name.
///
/// ```swift
/// let generation = RoutesGenerator.generate(text, path: "Sources/App/recipes.routes")
/// for line in generation.diagnosticLines { print(line) }   // FILE:LINE:COLUMN: error: …
/// let swift = generation.swiftSource                         // nil when there is an error
/// ```
package enum RoutesGenerator {
    /// Generates the declarations of the routes file `text`; `path` locates diagnostics.
    package static func generate(_ text: String, path: String) -> RoutesGeneration {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        var generation = RoutesGeneration(fileName: fileName, namespace: SwiftNames.namespace(forFile: fileName))
        let file = RoutesFile(parsing: text, fileName: path)
        let directives = TypeDirectives(parsing: text, fileName: path)
        generation.customTypes = directives.types
        generation.sources = file.options.sources
        generation.caseInsensitivePaths = file.options.caseInsensitivePaths
        generation.origin = file.options.origin
        generation.localOrigins = file.options.localOrigins
        var diagnostics = directives.problems
        let built = PlaceholderParameterTypes.withTypes(named: directives.types.map(\.name)) { types -> Result<RouteTable, RouteTableError> in
            var options = RouteTableOptions()
            options.parameterTypes = types
            return Result { () throws(RouteTableError) -> RouteTable in try RouteTable(routesFile: text, fileName: path, options: options) }
        }
        switch built {
        case .failure(let error):
            diagnostics += error.problems
        case .success(let table):
            diagnostics += table.warnings
            let located = file.definitions.count == table.count
            // The file's own definitions, when the table kept them all: they carry where each
            // is written and what `@mount` put before it.
            generation.definitions = located ? file.definitions : table.definitions
            diagnostics += declare(table, into: &generation, lines: lines(of: text))
        }
        generation.diagnostics = located(diagnostics, in: file.definitions, path: path).sorted(by: fileOrder)
        return generation
    }

    /// Groups the table's definitions by route name into declarations; the problems found.
    private static func declare(_ table: RouteTable, into generation: inout RoutesGeneration, lines: [Substring]) -> [RouteTableProblem] {
        /// Where the name of the route first written at `location` starts: a name is the
        /// first field of its line.
        func nameLocation(_ location: SourceLocation?) -> SourceLocation? {
            guard var location, location.line <= lines.count else { return location }
            location.column = lines[location.line - 1].prefix(while: { $0 == " " || $0 == "\t" }).count + 1
            return location
        }
        var problems: [RouteTableProblem] = []
        var routeOfName: [String: Int] = [:]
        let swiftTypes = Dictionary(generation.customTypes.map { ($0.name, $0.swiftType) }, uniquingKeysWith: { first, _ in first })
        for (index, definition) in generation.definitions.enumerated() {
            let parameters = table.namedParameterTypes(ofRoute: index).map { name, typeName in
                GeneratedRoute.Parameter(name: name, typeName: typeName, swiftType: swiftType(forTypeName: typeName, custom: swiftTypes))
            }
            if let route = routeOfName[definition.name] {
                let first = generation.routes[route]
                if parameters != first.parameters {
                    problems.append(
                        RouteTableProblem(
                            severity: .error, routeName: definition.name, pattern: definition.pattern, location: definition.location,
                            message: "route '\(definition.name)': this pattern captures \(list(parameters)), but its first pattern"
                                + "\(first.location.map { " (line \($0.line))" } ?? "") captures \(list(first.parameters)): its typed declaration "
                                + "needs the same parameters, of the same types, in the same order, in every pattern; "
                                + "give this pattern a route name of its own"))
                }
                if definition.methods != first.methods {
                    problems.append(
                        RouteTableProblem(
                            severity: .error, routeName: definition.name, pattern: definition.pattern, location: definition.location,
                            message: "route '\(definition.name)': this line answers \(methodList(definition.methods)), but its first line"
                                + "\(first.location.map { " (line \($0.line))" } ?? "") answers \(methodList(first.methods)): its typed declaration "
                                + "answers one set of methods in every pattern; give this line a route name of its own"))
                }
                generation.routes[route].patterns.append(definition.pattern)
                continue
            }
            routeOfName[definition.name] = generation.routes.count
            generation.routes.append(
                GeneratedRoute(
                    name: definition.name, swiftName: SwiftNames.member(forRoute: definition.name) ?? "", patterns: [definition.pattern],
                    parameters: parameters, methods: definition.methods, requirements: definition.requirements, location: definition.location))
        }
        var routeOfSwiftName: [String: GeneratedRoute] = [:]
        for route in generation.routes {
            guard !route.swiftName.isEmpty else {
                problems.append(
                    RouteTableProblem(
                        severity: .error, routeName: route.name, location: nameLocation(route.location),
                        message: "route name '\(route.name)' has no letter or digit to make a Swift name of"))
                continue
            }
            if let earlier = routeOfSwiftName[route.swiftName] {
                problems.append(
                    RouteTableProblem(
                        severity: .error, routeName: route.name, location: nameLocation(route.location),
                        message: "route '\(route.name)' would be declared as '\(route.swiftName)', as route '\(earlier.name)'"
                            + "\(earlier.location.map { " (line \($0.line))" } ?? "") is: rename one of them"))
                continue
            }
            routeOfSwiftName[route.swiftName] = route
        }
        return problems
    }

    /// The Swift type of a pattern type: `String` for `:name` and `**name`, `Int`, `Double`,
    /// `Bool`, `UUID`, and a custom type's `#@type` Swift type.
    static func swiftType(forTypeName typeName: String, custom: [String: String]) -> String {
        switch typeName {
        case "string": "String"
        case "int": "Int"
        case "double": "Double"
        case "bool": "Bool"
        case "uuid": "UUID"
        default: custom[typeName] ?? typeName
        }
    }

    /// The lines of `text`, as a routes file splits them (without a byte-order mark).
    private static func lines(of text: String) -> [Substring] {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        return body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    private static func methodList(_ methods: [HTTPMethod]) -> String {
        methods.isEmpty ? "every method" : methods.map(\.rawValue).joined(separator: ",")
    }

    private static func list(_ parameters: [GeneratedRoute.Parameter]) -> String {
        parameters.isEmpty ? "nothing" : parameters.map { ":\($0.name)(\($0.typeName))" }.joined(separator: ", ")
    }

    /// `problems`, each given a location when it has none: its route's first definition's
    /// (the one with its pattern, when it names one), else the file's first line.
    private static func located(_ problems: [RouteTableProblem], in definitions: [RouteDefinition], path: String) -> [RouteTableProblem] {
        problems.map { problem in
            guard problem.location == nil else { return problem }
            var problem = problem
            let definition =
                definitions.first { $0.name == problem.routeName && (problem.pattern == nil || $0.pattern == problem.pattern) }
            problem.location = definition?.location ?? SourceLocation(file: path, line: 1, column: 1)
            return problem
        }
    }

    private static func fileOrder(_ a: RouteTableProblem, _ b: RouteTableProblem) -> Bool {
        guard let x = a.location, let y = b.location else { return a.location == nil && b.location != nil }
        return (x.line, x.column) < (y.line, y.column)
    }
}
