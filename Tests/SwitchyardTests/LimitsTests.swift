import Foundation
import Testing
@testable import Switchyard

/// The bounds that keep hostile tables and options from exhausting memory, stack or offsets
/// (found by fuzzing and stress inputs).
@Suite("Limits")
struct LimitsTests {
    @Test("a pattern holds at most 256 path segments and 256 query constraints")
    func patternSize() throws {
        _ = try RouteTable([RouteDefinition(name: "deep", pattern: numbered(256))])
        let tooDeep = numbered(257)
        let error = #expect(throws: RouteTableError.self) { try RouteTable([RouteDefinition(name: "deep", pattern: tooDeep)]) }
        #expect(error?.problems.map(\.message) == ["a pattern may hold at most 256 path segments and 256 query constraints"])
        let constraints = "/q?" + (0..<257).map { "k\($0)" }.joined(separator: "&")
        #expect(throws: RouteTableError.self) { try RouteTable([RouteDefinition(name: "q", pattern: constraints)]) }
    }

    @Test("the deepest pattern matches on a thread with a 512 KiB stack")
    func deepPatternOnASmallStack() async throws {
        let table = try RouteTable([
            RouteDefinition(name: "deep", pattern: numbered(256)),
            RouteDefinition(name: "short", pattern: "/:a"),
        ])
        let url = String(repeating: "/1", count: 256)
        let route = await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            let thread = Thread { continuation.resume(returning: table.match(url).match?.routeName) }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        #expect(route == "deep")
    }

    @Test("maximumURLLength must be from 0 to 2 GiB - 2: offsets are kept in 32 bits", arguments: [-1, Int(Int32.max), Int.max])
    func urlLengthOutOfRange(_ limit: Int) {
        let options = RouteTableOptions.limited(to: limit)
        let error = #expect(throws: RouteTableError.self) { try RouteTable([RouteDefinition(name: "a", pattern: "/a")], options: options) }
        #expect(error?.description == "error: maximumURLLength must be from 0 to 2147483646 bytes, not \(limit)")
    }

    @Test("explain with a limit of zero or less lists no candidates and does not trap", arguments: [0, -1, Int.min])
    func explainLimit(_ limit: Int) throws {
        let table = try RouteTable(routesFile: ExampleRoutes.recipeApp, fileName: "<built-in>")
        let explanation = table.explain("raycipe://recipes/2", limit: limit)
        #expect(explanation.candidates.isEmpty)
        #expect(explanation.result.match?.routeName == "recipe.detail")
    }

    /// `/:p0(int)/:p1(int)/…` with `count` segments.
    private func numbered(_ count: Int) -> String {
        (0..<count).map { "/:p\($0)(int)" }.joined()
    }
}
