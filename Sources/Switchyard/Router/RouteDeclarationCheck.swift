/// The checks a ``Router`` makes of its routes beyond the table's own: what the compiler cannot
/// see in a route written in code.
///
/// - A route name written like a pattern (with `/` or `://`): the name was forgotten, and the
///   first pattern taken for it.
/// - A typed route whose closure's types do not fit one of its patterns (``RouteSignature``).
/// - A route with a closure whose patterns capture different parameters: the closure could
///   not read the same values from each.
enum RouteDeclarationCheck {
    /// A problem for each route name that looks like a pattern.
    static func problems(names: [String]) -> [RouteTableProblem] {
        var seen: Set<String> = []
        return names.compactMap { name in
            guard looksLikePattern(name), seen.insert(name).inserted else { return nil }
            return RouteTableProblem(
                severity: .error, routeName: name,
                message: "the route name looks like a pattern (it has '/' or ':'): write the name first, then the patterns, "
                    + "as in Route(\"recipe.detail\", \"raycipe://recipes/:id(int)\")")
        }
    }

    /// True for a name with a character no route name has and every pattern has: `/`, or a `:`.
    static func looksLikePattern(_ name: String) -> Bool {
        name.utf8.contains(UInt8(ascii: "/")) || name.utf8.contains(UInt8(ascii: ":"))
    }

    /// The problems of `routes`' closures with the patterns of `table`, built from them in order.
    static func problems<Destination>(of routes: [Route<Destination>], in table: RouteTable) -> [RouteTableProblem] {
        var problems: [RouteTableProblem] = []
        var definition = 0
        for route in routes {
            let range = definition..<(definition + route.patterns.count)
            definition = range.upperBound
            guard route.closure != nil else { continue }
            let parameters = range.map { table.namedParameters(ofRoute: $0) }
            if let signature = route.signature {
                for (index, pattern) in route.patterns.enumerated() {
                    problems += signature.problems(routeName: route.name, pattern: pattern, parameters: parameters[index])
                }
            }
            for index in parameters.indices.dropFirst() where parameters[index].map(\.name) != parameters[0].map(\.name) {
                let list = { (parameters: [PatternParameter]) in
                    parameters.isEmpty ? "none" : parameters.map { ":" + $0.name }.joined(separator: ", ")
                }
                problems.append(
                    RouteTableProblem(
                        severity: .error, routeName: route.name, pattern: route.patterns[index],
                        message: "captures \(list(parameters[index])), but the route's first pattern \"\(route.patterns[0])\" captures "
                            + "\(list(parameters[0])): every pattern of a route must capture the same parameters, in the same order"))
            }
        }
        return problems
    }
}

extension RouteTable {
    /// The named parameters of route `index`, in the order its pattern captures them, with
    /// their types' names.
    func namedParameters(ofRoute index: Int) -> [PatternParameter] {
        storage.parameters(of: Int32(index)).map { info in
            PatternParameter(name: storage.parameterNames[Int(info.nameIndex)], typeName: storage.registry.name(of: info.kind))
        }
    }
}
