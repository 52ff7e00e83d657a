@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// An owned match keeps its URL's offset in its string (``RouteMatch/offset``) and asks the
    /// string for its bytes on each read, whether the string holds them inline (up to 15
    /// bytes) or in storage of its own. Both must give what the URL says, however the match
    /// was made, and for as long as the match lives.
    @Suite("Owned match: the URL's bytes")
    struct OwnedMatchBytesTests {
        let table: RouteTable

        init() throws {
            table = try makeTable([
                ("repo", "https://example.com/repos/:owner/:repo?tab=:tab"), ("user", "/u/:id"), ("deep", "/a/:x/b/:y/c/:z"),
            ])
        }

        @Test("a URL of up to 15 bytes and a longer one read the same parameters", arguments: [1, 2, 5, 9, 14, 15, 16, 17, 40, 300])
        func shortAndLong(length: Int) throws {
            let id = String(repeating: "k", count: length)
            let match = try #require(table.match("/u/" + id).match)
            #expect(try match.parameter("id", as: String.self) == id)
            #expect(match.url == "/u/" + id)
            #expect(match.parameters.map(\.text) == [id])
        }

        @Test("the match reads its bytes after the string it was made from is changed and dropped")
        func outlivesTheString() throws {
            var url = "https://example.com/repos/swiftlang/swift-format?tab=issues"
            let match = try #require(table.match(url).match)
            url.append("/more")
            url = ""
            #expect(url.isEmpty)
            #expect(try match.parameter("owner", as: String.self) == "swiftlang")
            #expect(try match.parameter("repo", as: String.self) == "swift-format")
            #expect(try match.parameter("tab", as: String.self) == "issues")
            #expect(match.queryValue("tab") == "issues")
            #expect(match.host == "example.com")
        }

        @Test("a copy of a match reads what the match reads")
        func copies() throws {
            var matches: [RouteMatch] = []
            for owner in ["a", "apple", "a-rather-long-organisation-name"] {
                matches.append(try #require(table.match("https://example.com/repos/\(owner)/r?tab=t").match))
            }
            let copies = matches.map { $0 }
            matches.removeAll()
            #expect(try copies.map { try $0.parameter("owner", as: String.self) } == ["a", "apple", "a-rather-long-organisation-name"])
        }

        @Test("a Substring's match reads from where the URL starts in its base", arguments: [0, 3, 7, 20])
        func substring(prefixLength: Int) throws {
            let prefix = String(repeating: "_", count: prefixLength)
            for url in ["/u/7", "/a/1/b/22/c/333#frag", "https://example.com/repos/o/r?tab=x"] {
                let base = prefix + url + "  tail"
                let start = base.index(base.startIndex, offsetBy: prefixLength)
                let slice = base[start..<base.index(start, offsetBy: url.count)]
                let match = try #require(table.match(slice).match, "\(base)")
                #expect(match.url == url)
                #expect(match.parameters == table.match(url).match?.parameters)
                #expect(match.fragment == table.match(url).match?.fragment)
                #expect(match.query.first("tab") == table.match(url).match?.query.first("tab"))
            }
        }

        @Test("raw bytes, a view's match and a percent-escaped value read the same")
        func otherMakers() throws {
            let url = "https://example.com/repos/sw%69ftlang/swift?tab=pull%20requests"
            let owned = try #require(table.match(url).match)
            let fromBytes = try #require(table.match(utf8: Array(url.utf8)).match)
            let fromView = try #require(table.withMatch(url) { $0.makeMatch() })
            for match in [owned, fromBytes, fromView] {
                #expect(try match.parameter("owner", as: String.self) == "swiftlang")
                #expect(try match.parameter("tab", as: String.self) == "pull requests")
                #expect(match.url == url)
            }
        }
    }
}
