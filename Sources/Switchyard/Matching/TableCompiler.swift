/// Builds a ``RouteTableStorage`` from definitions: parses every pattern, groups routes by
/// source, inserts them into the trie, rejects conflicts, orders routes that share a path,
/// and collects every problem before giving up.
struct TableCompiler {
    let options: RouteTableOptions
    let registry: ParameterTypeRegistry
    private var problems: [RouteTableProblem] = []
    private var warnings: [RouteTableProblem] = []

    init(options: RouteTableOptions) {
        self.options = options
        self.registry = ParameterTypeRegistry(custom: options.parameterTypes)
    }

    static func compile(_ definitions: [RouteDefinition], options: RouteTableOptions, warnings: [RouteTableProblem] = []) throws(RouteTableError) -> RouteTableStorage {
        var compiler = TableCompiler(options: options)
        compiler.warnings = warnings
        return try compiler.compile(definitions)
    }

    private mutating func compile(_ definitions: [RouteDefinition]) throws(RouteTableError) -> RouteTableStorage {
        var patterns: [Pattern?] = []
        patterns.reserveCapacity(definitions.count)
        // Definitions are read by index, field by field: a copy of each would retain and
        // release its strings (with the loop below, a measurable part of building a large table).
        for index in definitions.indices {
            let (pattern, errors) = PatternParser.parse(definitions[index].pattern, registry: registry)
            patterns.append(pattern)
            for error in errors { report(error, in: definitions[index]) }
        }
        if !(0...RouteTableOptions.largestURLLength).contains(options.maximumURLLength) {
            problems.append(
                RouteTableProblem(
                    severity: .error,
                    message: "maximumURLLength must be from 0 to \(RouteTableOptions.largestURLLength) bytes, not \(options.maximumURLLength)"
                ))
        }
        var declaredSources: [PatternSource] = []
        let localOrigins = checkOrigins()
        for text in options.sources + (options.origin.map { [$0] } ?? []) {
            switch SourceParser.parse(text) {
            case .success(let source): declaredSources.append(source)
            case .failure(let error):
                problems.append(RouteTableProblem(severity: .error, message: "bad source '\(text)': \(error.message)"))
            }
        }

        // One trie root per source; the unpinned root first.
        var builder = TrieBuilder(caseInsensitive: options.caseInsensitivePaths)
        builder.reserveCapacity(segments: patterns.reduce(0) { $0 &+ ($1?.segments.count ?? 0) })
        let unpinnedRoot = builder.makeRoot()
        var sourceRoots: [PatternSource: Int] = [:]
        var sourceOrder: [PatternSource] = []
        // The patterns are read in place, field by field: a copy of each (its text, segments and
        // constraints retained, then released) was a measurable part of building a large table.
        for index in patterns.indices {
            guard let pattern = patterns.withUnsafeBufferPointer({ $0[index].map { (source: $0.source, segments: $0.segments, constraints: $0.constraints.count) } }) else { continue }
            if pattern.segments.count > Pattern.maximumSegments || pattern.constraints > Pattern.maximumConstraints {
                let definition = definitions[index]
                problems.append(
                    RouteTableProblem(
                        severity: .error, routeName: definition.name, pattern: definition.pattern, location: definition.location,
                        message: "a pattern may hold at most \(Pattern.maximumSegments) path segments and \(Pattern.maximumConstraints) query constraints"
                    ))
                continue
            }
            var root = unpinnedRoot
            if pattern.source != .unpinned {
                if let existing = sourceRoots[pattern.source] {
                    root = existing
                } else {
                    root = builder.makeRoot()
                    sourceRoots[pattern.source] = root
                    sourceOrder.append(pattern.source)
                }
            }
            builder.insert(pattern.segments, route: index, under: root)
        }
        for source in declaredSources where !sourceOrder.contains(source) {
            sourceOrder.append(source)
        }

        let (methodBits, routeMethods) = collectMethods(definitions)
        checkCustomTypes(builder, patterns: patterns, definitions: definitions)
        let (trie, newIndex) = builder.compile { terminals in
            (terminals.count < 2 ? terminals : self.order(terminals, patterns: patterns)).map { index in
                var entry = index
                if !patterns[index]!.constraints.isEmpty { entry |= Int(CompiledTrie.constrainedFlag) }
                if routeMethods[index] != MethodBits.everyMethod { entry |= Int(CompiledTrie.methodsFlag) }
                return entry
            }
        }
        checkConflicts(builder, patterns: patterns, definitions: definitions, methods: routeMethods, names: methodBits)
        checkKeyOnlyOrder(builder, patterns: patterns, definitions: definitions)
        checkHiddenUnpinned(patterns: patterns, definitions: definitions, sourceRoots: sourceRoots)
        checkSchemeLikePaths(patterns: patterns, definitions: definitions)
        warnings.sort(by: RouteTableProblem.fileOrder)
        if !problems.isEmpty { throw RouteTableError(problems: (problems + warnings).sorted(by: RouteTableProblem.fileOrder)) }

        var names = StringArena()
        var patternTexts = StringArena()
        var routes: [RouteTableStorage.RouteInfo] = []
        var parameters: [RouteTableStorage.ParameterInfo] = []
        var parameterNames: [String] = []
        var parameterNameIndex: [String: Int32] = [:]
        func intern(_ name: String) -> Int32 {
            if let index = parameterNameIndex[name] { return index }
            parameterNames.append(name)
            parameterNameIndex[name] = Int32(parameterNames.count &- 1)
            return Int32(parameterNames.count &- 1)
        }
        var constraints: [RouteTableStorage.ConstraintInfo] = []
        var sharedRuns = ParameterRuns()
        routes.reserveCapacity(definitions.count)
        var maximumCaptureSlots: Int32 = 0
        for index in definitions.indices {
            names.append(definitions[index].name)
            patternTexts.append(definitions[index].pattern)
            let pattern = patterns[index]!
            var info = RouteTableStorage.RouteInfo(
                parametersStart: Int32(parameters.count), constraintsStart: Int32(constraints.count),
                parametersCount: 0, constraintsCount: 0
            )
            var slot: Int32 = 0
            for segment in pattern.segments {
                switch segment {
                case .literal: continue
                case .parameter(let name, let kind):
                    if let name { parameters.append(.init(nameIndex: intern(name), slot: slot, kind: kind, location: .segment)) }
                case .rest(let name):
                    if let name { parameters.append(.init(nameIndex: intern(name), slot: slot, kind: .string, location: .rest)) }
                }
                slot &+= 1
            }
            for constraint in pattern.constraints {
                var constraintSlot: Int32 = -1
                if case .parameter(let name, let kind) = constraint.value {
                    constraintSlot = slot
                    parameters.append(.init(nameIndex: intern(name), slot: slot, kind: kind, location: .query))
                    slot &+= 1
                }
                constraints.append(.init(key: constraint.key, value: constraint.value, slot: constraintSlot))
            }
            maximumCaptureSlots = max(maximumCaptureSlots, slot)
            info.parametersCount = UInt16(truncatingIfNeeded: Int32(parameters.count) &- info.parametersStart)
            info.parametersStart = sharedRuns.share(&parameters, from: info.parametersStart)
            info.constraintsCount = UInt16(truncatingIfNeeded: Int32(constraints.count) &- info.constraintsStart)
            routes.append(info)
        }
        names.shrink()
        patternTexts.shrink()
        routes = routes.withUnsafeBufferPointer(Array.init)
        parameters = parameters.withUnsafeBufferPointer(Array.init)

        let sources = sourceOrder.map { source -> RouteTableStorage.SourceEntry in
            let root = sourceRoots[source].map { newIndex[$0] } ?? -1
            switch source {
            case .web(let scheme, let host):
                return .init(source: source, isWeb: true, scheme: Array(scheme.utf8), host: Array(host.utf8), root: root)
            case .scheme(let scheme):
                return .init(source: source, isWeb: false, scheme: Array(scheme.utf8), host: [], root: root)
            case .unpinned:
                return .init(source: source, isWeb: false, scheme: [], host: [], root: root)
            }
        }
        return RouteTableStorage(
            trie: trie, sources: sources, unpinnedRoot: newIndex[unpinnedRoot], routes: routes,
            parameters: parameters, parameterNames: parameterNames, constraints: constraints, names: names, patterns: patternTexts,
            registry: registry, maximumURLLength: options.maximumURLLength, warnings: warnings,
            maximumCaptureSlots: maximumCaptureSlots, methodBits: methodBits,
            routeMethods: routeMethods.contains(where: { $0 != MethodBits.everyMethod }) ? routeMethods : [],
            origin: options.origin.flatMap { try? RequestOrigin.parse(Substring($0), allowsPort: false).get() }, localOrigins: localOrigins
        )
    }

    /// The table's method names and each route's methods as a mask (``MethodBits/everyMethod``
    /// for a route that names none); a table that names more extension methods than a mask
    /// holds is an error.
    private mutating func collectMethods(_ definitions: [RouteDefinition]) -> (MethodBits, [UInt64]) {
        var bits = MethodBits()
        var masks: [UInt64] = []
        masks.reserveCapacity(definitions.count)
        for index in definitions.indices {
            let methods = definitions[index].methods
            guard !methods.isEmpty else {
                masks.append(MethodBits.everyMethod)
                continue
            }
            guard let mask = bits.mask(adding: methods) else {
                let definition = definitions[index]
                problems.append(
                    RouteTableProblem(
                        severity: .error, routeName: definition.name, pattern: definition.pattern, location: definition.location,
                        message: "a table may name at most \(MethodBits.extensionCapacity) extension methods beside the standard ones"
                    ))
                masks.append(MethodBits.everyMethod)
                continue
            }
            masks.append(mask)
        }
        return (bits, masks)
    }

    /// The table's local origins, read; a bad public or local origin, or local origins without
    /// a public one, is a problem.
    private mutating func checkOrigins() -> [RequestOrigin] {
        if let origin = options.origin, case .failure(let error) = RequestOrigin.parse(Substring(origin), allowsPort: false) {
            problems.append(RouteTableProblem(severity: .error, message: "bad origin '\(origin)': \(error)"))
        }
        var origins: [RequestOrigin] = []
        for text in options.localOrigins {
            switch RequestOrigin.parse(Substring(text), allowsPort: true) {
            case .success(let origin): origins.append(origin)
            case .failure(let error): problems.append(RouteTableProblem(severity: .error, message: "bad local origin '\(text)': \(error)"))
            }
        }
        if !options.localOrigins.isEmpty && options.origin == nil {
            problems.append(
                RouteTableProblem(
                    severity: .error,
                    message: "local origins are routed as the table's public origin, and the table has none: declare it (@origin https://…, or RouteTableOptions.origin)"))
        }
        return origins
    }

    // MARK: Problems

    /// Records a warning about the route `definition`.
    private mutating func warn(about definition: RouteDefinition, _ message: String) {
        warnings.append(
            RouteTableProblem(
                severity: .warning, routeName: definition.name, pattern: definition.pattern, location: definition.location, message: message
            ))
    }

    private mutating func report(_ error: PatternError, in definition: RouteDefinition) {
        var location = definition.location
        location?.column += definition.writtenColumn(of: error.column) &- 1
        let message = location == nil ? "column \(error.column): \(error.message)" : error.message
        problems.append(RouteTableProblem(severity: .error, routeName: definition.name, pattern: definition.pattern, location: location, message: message))
    }

    private func describe(_ definition: RouteDefinition) -> String {
        if let location = definition.location { return "'\(definition.name)' (line \(location.line))" }
        return "'\(definition.name)' (\(definition.pattern))"
    }

    /// Two different custom types at the same position can never be ordered.
    private mutating func checkCustomTypes(_ builder: TrieBuilder, patterns: [Pattern?], definitions: [RouteDefinition]) {
        for node in builder.nodes where node.typedChildren.count > 1 {
            let custom = node.typedChildren.keys.filter(\.isCustom).sorted()
            guard custom.count > 1 else { continue }
            let names = custom.map { registry.name(of: $0) }.joined(separator: " and ")
            let route = firstRoute(under: node.typedChildren[custom[1]]!, builder)
            let definition = definitions[route]
            problems.append(
                RouteTableProblem(
                    severity: .error, routeName: definition.name, pattern: definition.pattern, location: definition.location,
                    message: "two different custom parameter types (\(names)) at the same position cannot be ordered; use one type there, or put a literal segment before them"
                ))
        }
    }

    private func firstRoute(under node: Int, _ builder: TrieBuilder) -> Int {
        var stack = [node]
        var best = Int.max
        while let current = stack.popLast() {
            let n = builder.nodes[current]
            best = min(best, n.terminals.min() ?? Int.max)
            stack += n.literalChildren
            stack += n.typedChildren.values
            if let p = n.parameterChild { stack.append(p) }
            if let w = n.wildcardChild { stack.append(w) }
            if let r = n.restChild { stack.append(r) }
        }
        return best
    }

    /// Routes that end at the same node (same source, same path kinds) must be ordered by their
    /// query constraints (rule 4 of "Which route wins" in Docs/PatternSyntax.md) or answer
    /// different methods; otherwise they conflict.
    private mutating func checkConflicts(_ builder: TrieBuilder, patterns: [Pattern?], definitions: [RouteDefinition], methods: [UInt64], names: MethodBits) {
        // Two routes conflict exactly when their constraint signatures are equal and their
        // methods overlap, so grouping by signature finds every conflict, and each route is
        // reported once, against the first route it conflicts with (n copies of one line give
        // n - 1 errors, not n(n - 1)/2).
        for node in builder.nodes where node.terminals.count > 1 {
            var earlier: [[QueryOrder.Signature]: [Int]] = [:]
            for b in node.terminals.sorted() {
                let signature = QueryOrder.signature(patterns[b]!.constraints)
                let group = earlier[signature, default: []]
                earlier[signature, default: []].append(b)
                guard let a = group.first(where: { methods[$0] & methods[b] != 0 }) else { continue }
                let definition = definitions[b]
                let message: String
                if definition.name == definitions[a].name && definition.pattern == definitions[a].pattern
                    && definition.methods == definitions[a].methods
                {
                    message = "repeats route \(describe(definitions[a])): the same name and pattern given twice; delete one"
                } else if methods[a] != MethodBits.everyMethod && methods[b] != MethodBits.everyMethod {
                    let shared = AllowedMethods(mask: methods[a] & methods[b], names: names)
                    message =
                        "conflicts with route \(describe(definitions[a])): the same path and query constraints, and both answer \(shared); "
                        + "give each method to one route"
                } else if methods[a] != MethodBits.everyMethod || methods[b] != MethodBits.everyMethod {
                    let named = AllowedMethods(mask: methods[a] & methods[b], names: names)
                    message =
                        "conflicts with route \(describe(definitions[a])): the same path and query constraints, and a route that names "
                        + "no method answers every one, \(named) included; name the methods of both"
                } else {
                    message =
                        "conflicts with route \(describe(definitions[a])): the same path and query constraints that cannot be ordered; "
                        + "delete one, or tell them apart with a literal segment, a parameter type or a query constraint"
                }
                problems.append(
                    RouteTableProblem(
                        severity: .error, routeName: definition.name, pattern: definition.pattern, location: definition.location,
                        message: message
                    ))
            }
        }
    }

    /// Routes that end at the same node with the same number and kinds of query constraints
    /// are ordered by their keys alone (Docs/PatternSyntax.md, "Which route wins", rule 4), which is rarely what was meant: warn.
    /// Each route is reported once, against the first route its keys alone order it against.
    private mutating func checkKeyOnlyOrder(_ builder: TrieBuilder, patterns: [Pattern?], definitions: [RouteDefinition]) {
        for node in builder.nodes where node.terminals.count > 1 {
            // Per list of kinds: the first route, and the first with other keys than that one.
            var groups: [[QueryOrder.Specificity]: (first: Int, otherKeys: Int?)] = [:]
            for b in node.terminals.sorted() {
                let constraints = patterns[b]!.constraints
                guard !constraints.isEmpty else { continue }
                let kinds = QueryOrder.kinds(constraints)
                guard let group = groups[kinds] else {
                    groups[kinds] = (b, nil)
                    continue
                }
                let ranked = QueryOrder.ranked(constraints)
                var against: Int?
                if QueryOrder.keyOrder(QueryOrder.ranked(patterns[group.first]!.constraints), ranked) != nil {
                    against = group.first
                    if group.otherKeys == nil { groups[kinds] = (group.first, b) }
                } else if let other = group.otherKeys {
                    against = other
                }
                guard let a = against else { continue }
                warn(about: definitions[b], "ranks against route \(describe(definitions[a])) by its query keys alone (the same path and kinds of constraints): a URL that satisfies both goes to the one whose keys sort first")
            }
        }
    }

    private func order(_ terminals: [Int], patterns: [Pattern?]) -> [Int] {
        terminals.sorted { a, b in
            switch QueryOrder.compare(patterns[a]!.constraints, patterns[b]!.constraints) {
            case .first: return true
            case .second: return false
            case .conflict: return a < b
            }
        }
    }

    /// `mailto:**` has no `://`, so it is a path whose first segment is `mailto:**`: almost
    /// certainly meant as a custom scheme.
    private mutating func checkSchemeLikePaths(patterns: [Pattern?], definitions: [RouteDefinition]) {
        for (index, pattern) in patterns.enumerated() {
            guard let pattern, pattern.source == .unpinned else { continue }
            var text = definitions[index].pattern
            guard
                let scheme = text.withUTF8({ bytes in
                    URLScanner.schemeEnd(bytes, 0..<bytes.count).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0]), as: UTF8.self) }
                })
            else { continue }
            warn(about: definitions[index], "this pattern has no scheme: it is a path starting with '\(scheme):'; write \(scheme)://… for the \(scheme) scheme")
        }
    }

    /// A pinned `raycipe://**` with no constraints hides every unpinned route for its source.
    private mutating func checkHiddenUnpinned(patterns: [Pattern?], definitions: [RouteDefinition], sourceRoots: [PatternSource: Int]) {
        let hasUnpinned = patterns.contains { $0?.source == .unpinned }
        guard hasUnpinned else { return }
        for (index, pattern) in patterns.enumerated() {
            guard let pattern, pattern.source != .unpinned, pattern.constraints.isEmpty,
                pattern.segments.count == 1, case .rest = pattern.segments[0]
            else { continue }
            warn(about: definitions[index], "this route takes every URL from \(pattern.source), so no route without a scheme can match them")
        }
    }
}
