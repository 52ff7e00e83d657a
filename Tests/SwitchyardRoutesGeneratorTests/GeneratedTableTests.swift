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
        #expect(TestData.tables(in: "routes").count == 8)
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
        #expect(generated.parameterTypes == [])
        let definitions = generated.definitions.map { definition in
            RouteDefinition(
                name: definition.name, pattern: definition.pattern,
                location: definition.line.map { SourceLocation(file: fileName, line: $0, column: definition.column!) },
                requirements: definition.requirements)
        }
        let generatedTable = try RouteTable(definitions, options: options)
        #expect(generatedTable.definitions == fileDefinitions)
        #expect(generatedTable.sources == fileTable.sources)
        let fileLineWarnings = RoutesFile(parsing: text, fileName: fileName).warnings
        #expect(generatedTable.warnings == fileTable.warnings.filter { !fileLineWarnings.contains($0) })
        #expect(definitions.map(\.location) == RoutesFile(parsing: text, fileName: fileName).definitions.map(\.location))

        // Every URL of the table's data routes the same way through both.
        let urls = TestData.urls(try TestData.read(folder, "\(stem).\(urlsExtension)"))
        try #require(!urls.isEmpty)
        for url in urls {
            #expect(generatedTable.match(url).description == fileTable.match(url).description, "\(url)")
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
            #expect(Self.isIdentifier(declaration.swiftName), "\(declaration.swiftName)")
            for route in routes {
                let parameters = fileTable.namedParameters(ofRoute: route)
                #expect(declaration.capturing.map { Self.standardTypes[$0]?.routeParameterTypeName } == parameters.map(\.typeName))
            }
            let expectedValues = declaration.capturing.isEmpty ? "Void" : declaration.capturing.count == 1 ? declaration.capturing[0] : "(\(declaration.capturing.joined(separator: ", ")))"
            #expect(declaration.valuesType == expectedValues)
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
