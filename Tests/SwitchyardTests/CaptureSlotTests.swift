@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Nothing a URL contains may crash the library, however many parameters its route has.
    /// Routes with more than eight capture slots keep the extra captures in scratch memory;
    /// unnamed `*` and `**` segments take capture slots too.
    @Suite("Capture slots past eight")
    struct CaptureSlotTests {
        @Test("named parameters past the eighth are captured")
        func manyNamedParameters() throws {
            let names = (1...12).map { "p\($0)" }
            let table = try makeTable([("many", "/" + names.map { ":\($0)" }.joined(separator: "/") + "/**rest?q=:q")])
            let values = (1...12).map { "v\($0)" }
            let match = try #require(table.match("/" + values.joined(separator: "/") + "/x/y?q=z").match)
            #expect(match.parameters.map(\.text) == values + ["x/y", "z"])
        }

        @Test("named parameters after eight unnamed * are captured")
        func namedAfterStars() throws {
            let table = try makeTable([("r", "/*/*/*/*/*/*/*/*/*/:last")])
            #expect(outcome(table, "/1/2/3/4/5/6/7/8/9/10") == "r(last=10)")
        }

        @Test("nine unnamed * do not crash a lookup")
        func nineStars() async {
            await #expect(processExitsWith: .success) {
                let table = try! RouteTable([RouteDefinition(name: "r", pattern: "/*/*/*/*/*/*/*/*/*")])
                precondition(table.match("/1/2/3/4/5/6/7/8/9").match?.routeName == "r")
            }
        }

        @Test("an unnamed ** after eight parameters does not crash a lookup")
        func restAfterEight() async {
            await #expect(processExitsWith: .success) {
                let table = try! RouteTable([RouteDefinition(name: "r", pattern: "/:a/:b/:c/:d/:e/:f/:g/:h/**")])
                precondition(table.match("/1/2/3/4/5/6/7/8/9").match?.routeName == "r")
            }
        }
    }
}
