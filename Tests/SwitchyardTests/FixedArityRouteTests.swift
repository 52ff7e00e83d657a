import Switchyard
import Testing

extension RoutingCoreTests {
    /// Routes of two to four typed parameters, written by name and pattern and from a
    /// declaration: their values reach the closure in the order the pattern captures them,
    /// as for any other arity, and a declaration's methods come with it.
    @Suite("Typed routes of two to four parameters")
    struct FixedArityRouteTests {
        static let issue = RouteDeclaration(
            "issue", "/repos/:owner/:repo/issues/:number(int)", capturing: String.self, Substring.self, Int.self
        ).methods(.get)

        @Test("values in pattern order, by name and pattern and from a declaration")
        func valuesInOrder() throws {
            let router = try Router<String> {
                Route("pair", "/pair/:a/:b(int)") { (a: String, b: Int) in "pair \(a) \(b)" }
                Route("triple", "/triple/:a/:b(double)/:c(bool)") { (a: Substring, b: Double, c: Bool) in "triple \(a) \(b) \(c)" }
                Route("quad", "/quad/:a/:b/:c/:d") { (a: String, b: String, c: String, d: String) in "quad \(a)\(b)\(c)\(d)" }
                Route(Self.issue) { owner, repo, number in "issue \(owner)/\(repo)#\(number)" }
            }
            #expect(router.destination(for: "/pair/x/7") == "pair x 7")
            #expect(router.destination(for: "/quad/a/b/c/d") == "quad abcd")
            #expect(router.destination(for: "/triple/t/2.5/true") == "triple t 2.5 true")
            #expect(router.destination(for: "/repos/apple/swift/issues/42") == "issue apple/swift#42")
            #expect(router.resolve("/repos/apple/swift/issues/42", method: .post).status == 405)
        }
    }
}
