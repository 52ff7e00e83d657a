/// Everything a built table holds. Immutable once built and shared by every copy of the
/// ``RouteTable`` and every ``RouteMatch`` it returns.
@usableFromInline
final class RouteTableStorage: Sendable {
    /// A source a URL can come from, with the trie of the routes pinned to it (or -1).
    struct SourceEntry: Sendable {
        var source: PatternSource
        var isWeb: Bool
        var scheme: [UInt8]
        var host: [UInt8]
        var root: Int32
    }

    /// Where a route's parameter and constraint records are: 12 bytes a route, with 16-bit
    /// counts (the compiler rejects a pattern with more segments and constraints than that).
    /// Routes whose parameter records are equal share one run of them (``ParameterRuns``).
    struct RouteInfo: Sendable {
        var parametersStart: Int32
        var constraintsStart: Int32
        var parametersCount: UInt16
        var constraintsCount: UInt16
    }

    struct ParameterInfo: Hashable, Sendable {
        enum Location: UInt8, Hashable, Sendable { case segment, rest, query }
        /// The name's index in ``RouteTableStorage/parameterNames`` (names are stored once).
        var nameIndex: Int32
        var slot: Int32
        var kind: ParameterKind
        var location: Location
    }

    struct ConstraintInfo: Sendable {
        var key: [UInt8]
        var value: Pattern.QueryConstraint.Value
        /// The capture slot of a `key=:name` value, or -1.
        var slot: Int32
    }

    /// A source as plain offsets into ``sourceBytes``, for the lookup: scanning these copies
    /// nothing, where copying a ``SourceEntry`` (arrays and strings) retains and releases.
    struct SourceKey: Sendable {
        var isWeb: Bool
        var schemeStart: Int32
        var schemeCount: Int32
        var hostStart: Int32
        var hostCount: Int32
        var root: Int32
    }

    let trie: CompiledTrie
    let sources: [SourceEntry]
    /// ``sources`` for the lookup, in the same order, and the bytes of their schemes and hosts.
    let sourceKeys: [SourceKey]
    let sourceBytes: [UInt8]
    let unpinnedRoot: Int32
    let routes: [RouteInfo]
    let parameters: [ParameterInfo]
    /// ``parameters`` by route as plain memory, for finding a parameter by name or key.
    @usableFromInline let directory: ParameterDirectory
    /// Every distinct parameter name, once.
    let parameterNames: [String]
    let constraints: [ConstraintInfo]
    let names: StringArena
    let patterns: StringArena
    let registry: ParameterTypeRegistry
    let maximumURLLength: Int
    let warnings: [RouteTableProblem]
    /// The most capture slots any route uses: every non-literal segment (named or not: `*` and
    /// `**` take a slot too) and every `key=:name` constraint.
    let maximumCaptureSlots: Int32
    /// Route indices by name, for building URLs (Building/RouteNameIndex.swift).
    let nameIndex: RouteNameIndex
    /// The methods the table's routes name, as bits.
    let methodBits: MethodBits
    /// Each route's methods as a mask of ``methodBits`` (``MethodBits/everyMethod`` for a route
    /// that names none); empty when no route names any.
    let routeMethods: [UInt64]
    /// ``routeMethods`` as the lookup reads them.
    let methodMasks: RouteMethodMasks
    /// The table's public origin and the local origins routed as it (RouteTableOptions).
    let origin: RequestOrigin?
    let localOrigins: [RequestOrigin]

    init(
        trie: CompiledTrie, sources: [SourceEntry], unpinnedRoot: Int32, routes: [RouteInfo],
        parameters: [ParameterInfo], parameterNames: [String], constraints: [ConstraintInfo], names: StringArena, patterns: StringArena,
        registry: ParameterTypeRegistry, maximumURLLength: Int, warnings: [RouteTableProblem], maximumCaptureSlots: Int32,
        methodBits: MethodBits, routeMethods: [UInt64], origin: RequestOrigin?, localOrigins: [RequestOrigin]
    ) {
        self.origin = origin
        self.localOrigins = localOrigins
        self.methodBits = methodBits
        self.routeMethods = routeMethods
        self.methodMasks = RouteMethodMasks(
            routeMethods, trie: trie, roots: [unpinnedRoot] + sources.map(\.root), registry: registry)
        self.trie = trie
        self.sources = sources
        var sourceBytes: [UInt8] = []
        self.sourceKeys = sources.map { entry in
            let schemeStart = Int32(sourceBytes.count)
            sourceBytes += entry.scheme
            let hostStart = Int32(sourceBytes.count)
            sourceBytes += entry.host
            return SourceKey(
                isWeb: entry.isWeb, schemeStart: schemeStart, schemeCount: Int32(entry.scheme.count),
                hostStart: hostStart, hostCount: Int32(entry.host.count), root: entry.root
            )
        }
        self.sourceBytes = sourceBytes
        self.unpinnedRoot = unpinnedRoot
        self.routes = routes
        self.parameters = parameters
        self.parameterNames = parameterNames
        self.directory = ParameterDirectory(routes: routes, parameters: parameters, names: parameterNames)
        self.constraints = constraints
        self.names = names
        self.patterns = patterns
        self.registry = registry
        self.maximumURLLength = maximumURLLength
        self.warnings = warnings
        self.maximumCaptureSlots = maximumCaptureSlots
        self.nameIndex = RouteNameIndex(names)
    }

    deinit {
        directory.deallocate()
        methodMasks.deallocate()
    }

    /// A parameter's name.
    @inline(__always)
    func name(of info: ParameterInfo) -> String { parameterNames[Int(info.nameIndex)] }

    /// The parameter records of a route, in slot order (path first, then query).
    @inline(__always)
    func parameters(of route: Int32) -> ArraySlice<ParameterInfo> {
        let info = routes[Int(route)]
        let start = Int(info.parametersStart)
        return parameters[start..<(start &+ Int(info.parametersCount))]
    }

    /// The methods route `route` answers, as a mask (every bit for a route that names none).
    @inline(__always)
    func methods(of route: Int32) -> UInt64 {
        routeMethods.isEmpty ? MethodBits.everyMethod : routeMethods[Int(route)]
    }

    /// The query-constraint records of a route, in pattern order.
    @inline(__always)
    func constraints(of route: Int32) -> ArraySlice<ConstraintInfo> {
        let info = routes[Int(route)]
        let start = Int(info.constraintsStart)
        return constraints[start..<(start &+ Int(info.constraintsCount))]
    }
}
