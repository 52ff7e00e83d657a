import Foundation
import Testing
import Switchyard

/// The round-trip law (Docs/BuildingURLs.md), over thousands of random values for every route
/// of every table: either building throws a documented error that the values explain, or
/// matching the URL gives the same route and the same decoded values.
@Suite("Building URLs: the round-trip law")
struct BuildingLawTests {
    static let tableNames = ["<built-in>", "github", "parse", "gplus", "static", "edge"]
    static let iterationsPerRoute = 50

    static func load(_ name: String) throws -> (text: String, name: String) {
        switch name {
        case "<built-in>": return LawTables.builtIn()
        case "edge": return try LawTables.edge()
        default: return try LawTables.routesFile(name)
        }
    }

    @Test("the built-in table is found in its source file")
    func builtInIsRead() throws {
        let table = try RouteTable(routesFile: LawTables.builtIn().text, fileName: "<built-in>")
        #expect(table.count >= 12)
        #expect(table.definitions.contains { $0.name == "recipe.detail" })
    }

    /// Serialized, and yielding between routes: a few seconds of CPU in a debug build must not
    /// hold the cooperative pool (two threads on two cores) away from timing-sensitive tests.
    @Test("matching a built URL gives the route and the values back", .serialized, arguments: tableNames)
    func law(_ tableName: String) async throws {
        let (text, fileName) = try Self.load(tableName)
        let table = try RouteTable(routesFile: text, fileName: fileName)
        let definitions = table.definitions
        let patterns = definitions.map { LawPattern($0.pattern) }
        var generator = ValueGenerator(
            random: SeededRandom(seed: SeededRandom.seedFromEnvironment &+ UInt64(tableName.utf8.reduce(0) { $0 &* 31 &+ Int($1) } & 0xFFFF)),
            words: Array(Set(patterns.flatMap(\.literals)))
        )
        var candidates: [String: [Int]] = [:]
        for (index, definition) in definitions.enumerated() { candidates[definition.name, default: []].append(index) }
        var stats = Stats()
        for (index, definition) in definitions.enumerated() {
            await Task.yield()
            let sameName = candidates[definition.name]!
            for iteration in 0..<Self.iterationsPerRoute {
                var check = LawCheck(table: table, definitions: definitions, patterns: patterns, sameName: sameName, route: index)
                check.generate(&generator)
                check.run(&stats, context: "\(fileName) route \(definition.name) (\(definition.pattern)) iteration \(iteration)")
            }
        }
        #expect(stats.built + stats.refused.values.reduce(0, +) == definitions.count * Self.iterationsPerRoute)
        // Not vacuous: most random values build, and the interesting refusals happen.
        #expect(stats.built * 2 > definitions.count * Self.iterationsPerRoute, "\(stats)")
        if tableName != "static" {
            #expect(stats.refused[.controlCharacter, default: 0] > 0, "\(stats)")
        }
        if tableName == "edge" {
            #expect(stats.refused[.constrainedQueryKey, default: 0] > 0, "\(stats)")
        }
        if ["<built-in>", "edge"].contains(tableName) { // github, parse, gplus, static have no literal beside a parameter
            #expect(stats.refused[.shadowed, default: 0] > 0, "\(stats)")
        }
    }
}

struct Stats: CustomStringConvertible {
    var built = 0
    var refused: [URLBuildError.Reason: Int] = [:]
    var description: String {
        "built \(built), refused " + refused.map { "\($0.key) \($0.value)" }.sorted().joined(separator: ", ")
    }
}

/// One random trial for one route.
struct LawCheck {
    let table: RouteTable
    let definitions: [RouteDefinition]
    let patterns: [LawPattern]
    /// The routes with this route's name, in table order.
    let sameName: [Int]
    let route: Int
    var values: [String: any RouteParameter] = [:]
    var query: [(name: String, value: any RouteParameter)] = []
    var fragment: String?

    init(table: RouteTable, definitions: [RouteDefinition], patterns: [LawPattern], sameName: [Int], route: Int) {
        self.table = table
        self.definitions = definitions
        self.patterns = patterns
        self.sameName = sameName
        self.route = route
    }

    var pattern: LawPattern { patterns[route] }
    var name: String { definitions[route].name }

    mutating func generate(_ g: inout ValueGenerator) {
        for parameter in pattern.parameters where !g.chance(3) {
            values[parameter.name] = g.value(for: parameter.type, place: parameter.place)
        }
        if g.chance(20) {
            for _ in 0..<Int.random(in: 1...3, using: &g.random) {
                values[g.chance(5) ? "" : "x_" + g.text()] = g.value(for: "string", place: .query)
            }
        }
        // Keys the pattern constrains: a presence-only key takes the value, any other is refused.
        let constrainedKeys = pattern.constraints.map { constraint -> String in
            switch constraint {
            case .present(let key), .literal(let key, _), .parameter(let key, _, _): return key
            }
        }
        if !constrainedKeys.isEmpty && g.chance(25) {
            values[g.pick(constrainedKeys)] = g.value(for: "string", place: .query)
        }
        if g.chance(15) {
            let name = !constrainedKeys.isEmpty && g.chance(20) ? g.pick(constrainedKeys) : g.chance(5) ? "" : g.text()
            query.append((name, g.value(for: "string", place: .query)))
        }
        if g.chance(15) { fragment = g.text() }
    }

    /// The pattern the library should choose (Docs/BuildingURLs.md, "Which pattern"), computed independently.
    var expectedRoute: Int {
        let scheme = pattern.scheme
        let candidates = sameName.filter { scheme == nil || patterns[$0].scheme == scheme }
        let keys = Set(values.keys)
        if let exact = candidates.first(where: { Set(patterns[$0].parameters.map(\.name)) == keys }) { return exact }
        var best: Int?
        for candidate in candidates where Set(patterns[candidate].parameters.map(\.name)).isSubset(of: keys) {
            if best == nil || patterns[candidate].parameters.count > patterns[best!].parameters.count { best = candidate }
        }
        return best ?? candidates[0]
    }

    /// Every documented reason the values give for refusing to build `chosen`.
    func expectedReasons(_ chosen: Int) -> Set<URLBuildError.Reason> {
        let pattern = patterns[chosen]
        var reasons: Set<URLBuildError.Reason> = []
        if pattern.hasWildcard { reasons.insert(.unnamedWildcard) }
        let named = Set(pattern.parameters.map(\.name))
        for parameter in pattern.parameters {
            guard let value = values[parameter.name] else { reasons.insert(.missingParameter); continue }
            let text = value.routeParameterText
            if !readsBack(value, text) || !accepts(parameter.type, text) { reasons.insert(.notConvertible) }
            if hasControl(text) { reasons.insert(.controlCharacter) }
            switch parameter.place {
            case .segment:
                if text.isEmpty { reasons.insert(.emptyPathValue) }
                if hasDotPart(text) { reasons.insert(.dotSegment) }
            case .rest:
                if !text.isEmpty && text.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).contains(where: \.isEmpty) { reasons.insert(.emptyRestSegment) }
                if hasDotPart(text) { reasons.insert(.dotSegment) }
            case .query:
                break
            }
        }
        var items = values.filter { !named.contains($0.key) }.map { (name: $0.key, value: $0.value, fromQuery: false) }
        items += query.map { (name: $0.name, value: $0.value, fromQuery: true) }
        for item in items {
            let text = item.value.routeParameterText
            if item.name.isEmpty { reasons.insert(.emptyQueryName) }
            if hasControl(item.name) || hasControl(text) { reasons.insert(.controlCharacter) }
            if !readsBack(item.value, text) { reasons.insert(.notConvertible) }
            switch pattern.constraintKind(of: item.name) {
            case "present"?: if item.fromQuery { reasons.insert(.constrainedQueryKey) }
            case nil: break
            default: reasons.insert(.constrainedQueryKey)
            }
        }
        if let fragment, hasControl(fragment) { reasons.insert(.controlCharacter) }
        return reasons
    }

    func run(_ stats: inout Stats, context: String) {
        let chosen = expectedRoute
        let reasons = expectedReasons(chosen)
        do {
            let url = try table.url(for: name, parameters: values, query: query, fragment: fragment, scheme: pattern.scheme)
            stats.built += 1
            #expect(reasons.isEmpty, "built \(url) although \(reasons) — \(context)")
            verify(url, chosen: chosen, context: context)
        } catch {
            stats.refused[error.reason, default: 0] += 1
            #expect(error.routeName == name, "\(context)")
            if error.reason == .shadowed {
                #expect(reasons.isEmpty, "\(error) although \(reasons) — \(context)")
                let shadow = error.url.flatMap { table.match($0).match }
                #expect(shadow?.routeName == error.shadowingRouteName && shadow?.routeIndex != chosen, "\(error) — \(context)")
            } else {
                #expect(reasons.contains(error.reason), "\(error) not among \(reasons) — \(context)")
            }
        }
    }

    func verify(_ url: String, chosen: Int, context: String) {
        // Encoding: only unreserved bytes, structure, and %XX in upper case.
        let bytes = Array(url.utf8)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "%") {
                let hex = bytes.dropFirst(i + 1).prefix(2)
                #expect(hex.count == 2 && hex.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x46).contains($0) }, "bad escape in \(url) — \(context)")
                i += 3
                continue
            }
            let unreserved = (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || "-._~".utf8.contains(b)
            #expect(unreserved || ":/?&=#".utf8.contains(b), "unencoded byte \(b) in \(url) — \(context)")
            i += 1
        }
        let builtPath = url.prefix(while: { $0 != "?" && $0 != "#" })
        if patterns[chosen].trailingSlash {
            #expect(builtPath.hasSuffix("/"), "\(url) lost the pattern's trailing slash — \(context)")
        }
        guard let match = table.match(url).match else {
            Issue.record("\(url) matched nothing: \(table.match(url).noMatch!) — \(context)")
            return
        }
        #expect(match.routeIndex == chosen, "\(url) matched \(match.routeName) (\(match.pattern)) — \(context)")
        #expect(match.routeName == name)
        let pattern = patterns[chosen]
        for parameter in pattern.parameters {
            let value = values[parameter.name]!
            let read = match.parameterText(parameter.name)
            #expect(
                read.map { readsBack(value, $0) && $0 == value.routeParameterText } == true,
                "\(parameter.name): built \(value.routeParameterText.debugDescription), read \(read.debugDescription) from \(url) — \(context)")
            if let int = value as? Int, parameter.type == "int" { #expect((try? match.parameter(parameter.name, as: Int.self)) == int) }
            if let double = value as? Double, parameter.type == "double" { #expect((try? match.parameter(parameter.name, as: Double.self)) == double) }
            if let bool = value as? Bool, parameter.type == "bool" { #expect((try? match.parameter(parameter.name, as: Bool.self)) == bool) }
            if let uuid = value as? UUID { #expect((try? match.parameter(parameter.name, as: UUID.self)) == uuid) }
        }
        let named = Set(pattern.parameters.map(\.name))
        let items = match.query.items
        for (key, value) in values where !named.contains(key) {
            if pattern.constraintKind(of: key) == nil {
                #expect(items.filter { $0.name == key }.map(\.value) == [value.routeParameterText], "extra \(key) in \(url) — \(context)")
            } else {
                #expect(match.query.all(key) == [value.routeParameterText], "presence \(key) in \(url) — \(context)")
            }
        }
        let tail = items.suffix(query.count)
        #expect(tail.map(\.name) == query.map(\.name) && tail.map(\.value) == query.map { $0.value.routeParameterText }, "query items in \(url) — \(context)")
        #expect(match.fragment == fragment, "fragment of \(url) — \(context)")
    }

    // MARK: The test's own reading of the rules

    func readsBack<T: RouteParameter>(_ value: T, _ text: String) -> Bool {
        T(routeParameter: Substring(text))?.routeParameterText == text
    }

    func accepts(_ type: String, _ text: String) -> Bool {
        switch type {
        case "int": return Int(routeParameter: Substring(text)) != nil
        case "double": return Double(routeParameter: Substring(text)) != nil
        case "bool": return text == "true" || text == "false"
        case "uuid": return UUID(uuidString: text) != nil && text.utf8.count == 36
        default: return true
        }
    }

    func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// Split by scalars, as the router splits bytes: `/` followed by a combining mark still separates.
    func hasDotPart(_ text: String) -> Bool {
        text.unicodeScalars.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "/" || $0 == "\\" })
            .contains { part in (1...2).contains(part.count) && part.allSatisfy { $0 == "." } }
    }
}
