@testable import Switchyard
import Testing

// `key=` in a pattern is the literal empty value (Docs/PatternSyntax.md): it matches an item
// written `key` or `key=`, and nothing with a value, once the item is decoded as the URL's
// query is (so `+` is a space in web links, a literal `+` in custom schemes).

extension RoutingCoreTests {
    @Suite("Query constraints: key= is the empty value")
    struct EmptyQueryValueTests {
        let table = try! makeTable([
            ("empty", "/e?key="),
            ("fallback", "/e"),
            ("customEmpty", "app://e?key="),
            ("webEmpty", "https://h.example/e?key="),
        ])

        @Test("key= matches ?key and ?key=, nothing with a value", arguments: try CaseFile.cases("empty-query-value.cases"))
        func emptyValue(_ c: Case<String, String>) {
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("key= is a literal, ranked before presence-only key")
        func literalNotPresence() throws {
            // `k=` is a literal, `k` presence-only: they do not conflict, and the literal ranks first.
            let both = try makeTable([("present", "/p?k"), ("empty", "/p?k=")])
            #expect(outcome(both, "/p?k") == "empty()")
            #expect(outcome(both, "/p?k=") == "empty()")
            #expect(outcome(both, "/p?k=v") == "present()")
            // Two routes with `k=` conflict like any two equal literals.
            #expect(
                problems([("a", "/p?k="), ("b", "/p?k=")]) == [
                    "error: route 'b' pattern \"/p?k=\": conflicts with route 'a' (/p?k=): the same path and query constraints that cannot be ordered; delete one, or tell them apart with a literal segment, a parameter type or a query constraint"
                ])
            // A literal empty value and a literal value exclude each other: no conflict.
            #expect(problems([("a", "/p?k="), ("b", "/p?k=1")]) == [])
        }
    }
}
