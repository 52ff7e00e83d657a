import Foundation
import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `match --method`, `explain --method` and `check` on a table with methods (Docs/Command.md).
    @Suite("switchyard match --method")
    struct MethodCommandTests {
        static let routes = ["api.routes": goldenFile("github-methods.routes")]

        @Test("every request of the GitHub method table, through the command: its route, 405 with allow, or 404")
        func githubRequests() throws {
            let rows = dataRows("github-methods.requests")
            #expect(rows.count > 400)
            for (line, fields) in rows {
                try #require(fields.count == 3, "github-methods.requests:\(line)")
                let result = switchyard(["match", "--routes", "api.routes", "--method", fields[0], fields[1]], files: Self.routes)
                let printed = try #require(
                    try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], "github-methods.requests:\(line): \(result)")
                let expected = try #require(try JSONSerialization.jsonObject(with: Data(fields[2].utf8)) as? [String: Any])
                let place = "github-methods.requests:\(line): \(fields[0]) \(fields[1])"
                #expect(printed["method"] as? String == fields[0], "\(place)")
                if let route = expected["route"] as? String {
                    #expect(result.status == 0, "\(place)")
                    #expect(printed["route"] as? String == route, "\(place)")
                    #expect(printed["params"] as? [String: String] == expected["params"] as? [String: String], "\(place)")
                } else if expected["status"] as? Int == 405 {
                    #expect(result.status == 1, "\(place)")
                    #expect(printed["reason"] as? String == "method-not-allowed", "\(place)")
                    let declared = try #require(expected["declared"] as? [String])
                    let allow = Set(declared + ["OPTIONS"] + (declared.contains("GET") ? ["HEAD"] : []))
                    #expect(printed["allow"] as? [String] == allow.sorted(), "\(place)")
                } else {
                    #expect(result.status == 1, "\(place)")
                    #expect(printed["reason"] as? String == "no-route", "\(place)")
                }
            }
        }

        @Test("the documented lines: a 405, the automatic OPTIONS answer, a method that is not a token")
        func documentedLines() {
            let put = switchyard(["match", "--routes", "api.routes", "--method", "PUT", "/authorizations/12"], files: Self.routes)
            #expect(
                put
                    == CommandResult(
                        status: 1,
                        out: #"{"url":"/authorizations/12","method":"PUT","route":null,"reason":"method-not-allowed","allow":["DELETE","GET","HEAD","OPTIONS"]}"# + "\n",
                        err: ""))
            let options = switchyard(["match", "--routes", "api.routes", "--method", "OPTIONS", "/authorizations"], files: Self.routes)
            #expect(
                options
                    == CommandResult(
                        status: 0, out: #"{"url":"/authorizations","method":"OPTIONS","route":null,"reason":"options","allow":["GET","HEAD","OPTIONS","POST"]}"# + "\n",
                        err: ""))
            let bad = switchyard(["match", "--routes", "api.routes", "--method", "GET ME", "/authorizations"], files: Self.routes)
            #expect(bad.status == 2)
            #expect(bad.err.contains("--method takes an HTTP method, a token such as GET or PURGE, not 'GET ME'"))
        }

        @Test("an http(s) URL is a request: a local origin routes as the public one, another host is host-not-served")
        func origins() {
            let files = ["api.routes": "@origin https://api.example.com\n@local-origin http://localhost:8080\n@mount /api/v1\nrepos.get GET /repos/:owner/:repo\n"]
            let local = switchyard(["match", "--routes", "api.routes", "--method", "GET", "http://localhost:8080/api/v1/repos/a/b"], files: files)
            #expect(local.status == 0)
            #expect(local.out.contains(#""route":"repos.get""#), "\(local)")
            let other = switchyard(["match", "--routes", "api.routes", "--method", "GET", "http://evil.example/api/v1/repos/a/b"], files: files)
            #expect(
                other
                    == CommandResult(
                        status: 1,
                        out: #"{"url":"http://evil.example/api/v1/repos/a/b","method":"GET","route":null,"reason":"host-not-served","origin":"http://evil.example"}"#
                            + "\n", err: ""))
        }

        @Test("explain --method marks the routes that match the path but answer other methods")
        func explain() {
            let result = switchyard(["explain", "--routes", "api.routes", "--method", "POST", "/authorizations/12"], files: Self.routes)
            #expect(result.status == 1)
            #expect(result.out.contains("method      POST\nresult      405 method-not-allowed (allow: DELETE, GET, HEAD, OPTIONS)\n"))
            #expect(result.out.contains("  ~ authorizations.id.get     GET     /authorizations/:id   matches, but answers GET only\n"))
            let json = switchyard(["explain", "--json", "--routes", "api.routes", "--method", "DELETE", "/authorizations/12"], files: Self.routes)
            #expect(json.status == 0)
            #expect(json.out.hasPrefix(#"{"url":"/authorizations/12","method":"DELETE","read":"#))
            #expect(json.out.contains(#""result":{"url":"/authorizations/12","method":"DELETE","route":"authorizations.id.delete""#))
            #expect(json.out.contains(#"{"route":"authorizations.id.get","pattern":"/authorizations/:id","methods":["GET"],"verdict""#))
        }

        @Test("check reports routes whose methods overlap, at their line and column")
        func checkConflicts() {
            let result = check("api.routes", "repos.get GET,PUT /repos/:owner/:repo\nrepos.put PUT /repos/:owner/:repo\n")
            #expect(result.status == 2)
            #expect(
                result.err.contains(
                    "api.routes:2:15: error: conflicts with route 'repos.get' (line 1): the same path and query constraints, and both answer PUT; give each method to one route"
                ))
        }
    }
}
