@testable import Switchyard
import Testing

/// Routes that capture the same parameters in the same slots share one run of parameter
/// records; every route still reads its own values, by name and by key.
@Suite("Parameter runs shared between routes")
struct ParameterRunSharingTests {
    static let table = try! RouteTable(
        routesFile: """
            a        /a/:id
            b        /b/:id
            typed    /c/:id(int)
            two      /d/:x/:id
            again    /e/:id
            query    /f?id=:id
            rest     /g/**id
            none     /h
            also     /i/:id
            """, fileName: "runs")

    @Test("equal runs are stored once; a different kind, slot, location or count is a run of its own")
    func storedOnce() {
        let storage = Self.table.storage
        // a, b, again, also share one record; typed, query and rest one each; two has two.
        #expect(storage.parameters.count == 6)
        let starts = ["a", "b", "again", "also"].map { name in
            storage.routes[Self.table.definitions.firstIndex(where: { $0.name == name })!].parametersStart
        }
        #expect(Set(starts).count == 1)
    }

    @Test("each route reads its own value by name and by key")
    func readsOwnValues() throws {
        let key = try #require(Self.table.parameterKey("id"))
        let cases: [(path: String, route: String, id: String)] = [
            ("/a/1", "a", "1"), ("/b/22", "b", "22"), ("/c/333", "typed", "333"), ("/d/x/4444", "two", "4444"),
            ("/e/5", "again", "5"), ("/f?id=6", "query", "6"), ("/g/7/8", "rest", "7/8"), ("/i/9", "also", "9"),
        ]
        for (path, route, id) in cases {
            let match = try #require(Self.table.match(path).match, "\(path)")
            #expect(match.routeName == route)
            #expect(try match.parameter("id", as: String.self) == id, "\(path)")
            #expect(try match.parameter(key, as: String.self) == id, "\(path)")
        }
        let two = try #require(Self.table.match("/d/x/4").match)
        #expect(try two.parameter("x", as: String.self) == "x")
        let none = try #require(Self.table.match("/h").match)
        #expect(none.parameters.isEmpty)
        #expect(throws: ParameterError.self) { try none.parameter("id", as: String.self) }
    }
}
