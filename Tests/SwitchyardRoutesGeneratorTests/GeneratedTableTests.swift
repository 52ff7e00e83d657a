import Foundation
@testable import Switchyard
import SwitchyardRoutesGenerator
import Testing

/// The table made from the generated code is the table `RouteTable(routesFile:)` reads from the
/// same file, and the declarations are the file's routes with their parameters' types: over
/// the shared tables (GitHub, Parse, Google+, a static site, synthetic tables up to 10,000
/// routes) and every conformance table. The generated text is read back (``GeneratedSource``),
/// so what is checked is what the compiler is given.
@Suite("The generated code is the routes file's table")
struct GeneratedTableTests {
    static let tables =
        TestData.tables(in: "routes").map { ("routes", $0, "paths") }
        + TestData.tables(in: "conformance").map { ("conformance", $0, "cases") }

    @Test("the tables are there")
    func dataPresent() {
        #expect(TestData.tables(in: "routes").count == 9)
        #expect(TestData.tables(in: "conformance").count == 93)
    }

    @Test("the same table and typed declarations", arguments: tables)
    func sameTable(_ folder: String, _ stem: String, _ urlsExtension: String) throws {
        let text = try TestData.read(folder, "\(stem).routes")
        let fileName = "\(stem).routes"
        let generation = RoutesGenerator.generate(text, path: fileName)
        #expect(generation.diagnosticLines.filter { $0.contains(": error: ") } == [])
        let source = try #require(generation.swiftSource)
        let generated = GeneratedSource(source)
        let fileTable = try RouteTable(routesFile: text, fileName: fileName)
        let fileDefinitions = fileTable.definitions

        // The table: the same definitions in the same order, the same options, the same warnings.
        var options = RouteTableOptions()
        options.sources = generated.sources
        options.caseInsensitivePaths = generated.caseInsensitivePaths
        options.origin = generated.origin
        options.localOrigins = generated.localOrigins
        #expect(generated.parameterTypes == [])
        let definitions = generated.definitions.map { definition in
            RouteDefinition(
                name: definition.name, pattern: definition.pattern, methods: definition.methods.map { HTTPMethod($0)! },
                location: definition.line.map { SourceLocation(file: fileName, line: $0, column: definition.column!) },
                requirements: definition.requirements
            ).mounted(under: definition.mount)
        }
        let generatedTable = try RouteTable(definitions, options: options)
        #expect(generatedTable.definitions == fileDefinitions)
        #expect(generatedTable.sources == fileTable.sources)
        let fileLineWarnings = RoutesFile(parsing: text, fileName: fileName).warnings
        #expect(generatedTable.warnings == fileTable.warnings.filter { !fileLineWarnings.contains($0) })
        #expect(definitions.map(\.location) == RoutesFile(parsing: text, fileName: fileName).definitions.map(\.location))

        // Every URL of the table's data routes the same way through both; a table of a
        // server's routes has requests (METHOD, path) instead, answered the same way too.
        if let requests = try? TestData.read(folder, "\(stem).requests") {
            let lines = requests.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t") }
            try #require(!lines.isEmpty)
            for fields in lines {
                let method = try #require(HTTPMethod(String(fields[0])))
                let path = String(fields[1])
                #expect(generatedTable.route(path, method: method).description == fileTable.route(path, method: method).description, "\(method) \(path)")
            }
        } else {
            let urls = TestData.urls(try TestData.read(folder, "\(stem).\(urlsExtension)"))
            try #require(!urls.isEmpty)
            for url in urls {
                #expect(generatedTable.match(url).description == fileTable.match(url).description, "\(url)")
            }
        }

        // One declaration per route name, in the order names first appear, with the name's
        // patterns in file order and a Swift type per named parameter that reads its pattern type.
        var names: [String] = []
        var routesOfName: [String: [Int]] = [:]
        for (index, definition) in fileDefinitions.enumerated() {
            if routesOfName[definition.name] == nil { names.append(definition.name) }
            routesOfName[definition.name, default: []].append(index)
        }
        #expect(generated.declarations.map(\.name) == names)
        #expect(Set(generated.declarations.map(\.swiftName)).count == generated.declarations.count)
        for declaration in generated.declarations {
            let routes = routesOfName[declaration.name] ?? []
            #expect(declaration.patterns == routes.map { fileDefinitions[$0].pattern })
            #expect(declaration.methods == fileDefinitions[routes[0]].methods.map(\.rawValue))
            #expect(Self.isIdentifier(declaration.swiftName), "\(declaration.swiftName)")
            for route in routes {
                let parameters = fileTable.namedParameters(ofRoute: route)
                #expect(declaration.capturing.map { Self.standardTypes[$0]?.routeParameterTypeName } == parameters.map(\.typeName))
            }
            let expectedValues = declaration.capturing.isEmpty ? "Void" : declaration.capturing.count == 1 ? declaration.capturing[0] : "(\(declaration.capturing.joined(separator: ", ")))"
            #expect(declaration.valuesType == expectedValues)
        }
    }

    @Test("a server's file: methods, an extension method, @mount, @origin and @local-origin come out of the generated code")
    func serverFile() throws {
        let text = """
            @origin https://api.example.com
            @local-origin http://localhost:8080
            @mount /api/v1
            repos.get     GET,HEAD  /repos/:owner/:repo
            repos.purge   PURGE     /repos/:owner/:repo
            @mount /
            health        GET       /healthz
            recipe                  raycipe://recipes/:id(int)

            """
        let generation = RoutesGenerator.generate(text, path: "api.routes")
        let generated = GeneratedSource(try #require(generation.swiftSource))
        let fileTable = try RouteTable(routesFile: text, fileName: "api.routes")
        #expect(generated.origin == "https://api.example.com")
        #expect(generated.localOrigins == ["http://localhost:8080"])
        #expect(generated.definitions.map(\.pattern) == ["/repos/:owner/:repo", "/repos/:owner/:repo", "/healthz", "raycipe://recipes/:id(int)"])
        #expect(generated.definitions.map(\.mount) == ["/api/v1", "/api/v1", "", ""])
        #expect(generated.definitions.map(\.methods) == [["GET", "HEAD"], ["PURGE"], ["GET"], []])
        #expect(generated.declarations.map(\.methods) == [["GET", "HEAD"], ["PURGE"], ["GET"], []])
        #expect(generated.declarations.map(\.patterns) == [["/api/v1/repos/:owner/:repo"], ["/api/v1/repos/:owner/:repo"], ["/healthz"], ["raycipe://recipes/:id(int)"]])

        var options = RouteTableOptions()
        options.origin = generated.origin
        options.localOrigins = generated.localOrigins
        let definitions = generated.definitions.map { definition in
            RouteDefinition(
                name: definition.name, pattern: definition.pattern, methods: definition.methods.map { HTTPMethod($0)! },
                location: SourceLocation(file: "api.routes", line: definition.line!, column: definition.column!)
            ).mounted(under: definition.mount)
        }
        let generatedTable = try RouteTable(definitions, options: options)
        #expect(generatedTable.definitions == fileTable.definitions)
        for (method, target) in [("PURGE", "/api/v1/repos/a/b"), ("HEAD", "/api/v1/repos/a/b"), ("POST", "/api/v1/repos/a/b"), ("GET", "/healthz")] {
            let request = RequestHead(method: HTTPMethod(method)!, scheme: "http", authority: "localhost:8080", target: target)
            #expect(generatedTable.route(request).description == fileTable.route(request).description, "\(method) \(target)")
        }
    }

    static let standardTypes: [String: any RouteParameter.Type] = [
        "String": String.self, "Int": Int.self, "Double": Double.self, "Bool": Bool.self, "UUID": UUID.self,
    ]

    /// A Swift identifier, or a keyword in back-quotes.
    static func isIdentifier(_ name: String) -> Bool {
        var name = Substring(name)
        if name.hasPrefix("`") && name.hasSuffix("`") { name = name.dropFirst().dropLast() }
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }
}
