@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// A lookup takes one of two paths: plain URLs the fast path (`PlainPathSegments`), every
    /// other URL the general one (`URLReader`, then `SplitPathSegments`). Both must give the same
    /// result, down to every field a caller can read, whichever entry point the URL comes in by.
    /// Each URL here is routed by `matchThroughReader` (the general path alone) and by each entry
    /// point, and the results are compared field by field (`ObservedResult`, in Support/).
    @Suite("Fast path agrees with the general path")
    struct FastPathAgreementTests {
        /// The ways a URL can be handed to a table, each compared with the general path.
        enum EntryPoint: String, CaseIterable, Sendable {
            /// `match(_: String)`.
            case string = "match"
            /// `match(utf8:)`: the URL's bytes in an array of exactly their count, UTF-8 checked.
            /// The URLs are valid `String`s, so the check must change nothing.
            case utf8 = "match(utf8:)"
            /// `match(_: Substring)`: the URL in the middle of a longer string (see `paddings`),
            /// so that a read before its start or past its end would see other bytes.
            case substring = "match(Substring)"
            /// `withMatch(_:_:)`: `makeResult()`, and what the view answers directly.
            case withMatch = "withMatch"
            /// `RouteTable.read(_:limit:_:)`, then `match(_:input:offset:)`: the URL read once
            /// and matched from that reading (a dynamic link's deep link is routed so).
            case readURL = "read, then match(ReadURL)"
        }

        /// What routing a list of URLs through every entry point and the general path found.
        struct Report: Sendable {
            var urls = 0
            /// The comparisons made, by entry point.
            var compared: [EntryPoint: Int] = [:]
            var fast = 0
            /// The URLs on which some entry point disagreed with the general path.
            var disagreements = 0
            /// The first few disagreements, described.
            var failures: [String] = []

            var summary: String {
                "\(urls) URLs; " + EntryPoint.allCases.map { "\($0.rawValue) \(compared[$0, default: 0])" }.joined(separator: ", ")
            }
        }

        /// Text put around a URL to make a `Substring` of it, taken in turn: letters, and bytes
        /// that would change the outcome if the lookup read them as part of the URL (white space
        /// and controls, `/`, `?` and `#`, a cut-short escape, a backslash, NUL, non-ASCII).
        static let paddings: [(before: String, after: String)] = [
            ("xx", "yy"),
            ("/ ", " /"),
            ("https://h/", "%?#\\\u{0}é"),
            ("\u{7F}", "\t?a=1"),
        ]

        /// Routes every URL through the general path alone, and through `match`; every
        /// `othersEvery`-th URL (the first included) through the other entry points as well. A
        /// failure names the table, the URL (escaped, so that white space and controls show),
        /// the entry point and each difference.
        static func compare(_ urls: [String], in table: RouteTable, named name: String, othersEvery: Int = 1) -> Report {
            var report = Report()
            for (index, url) in urls.enumerated() {
                report.urls += 1
                if table.takesFastPath(url) { report.fast += 1 }
                let general = ObservedResult(table.matchThroughReader(url))
                var found: [String] = []
                func compare(_ entryPoint: EntryPoint, _ result: MatchResult) {
                    report.compared[entryPoint, default: 0] += 1
                    found += ObservedResult.differences(ObservedResult(result), general, entryPoint: entryPoint.rawValue)
                }
                compare(.string, table.match(url))
                if index % othersEvery == 0 {
                    compare(.utf8, table.match(utf8: Array(url.utf8)))
                    compare(.substring, table.match(substring(url, padding: paddings[(index / othersEvery) % paddings.count])))
                    let (result, viewFound) = table.withMatch(url) { view in (view.makeResult(), ObservedResult.differences(view, general)) }
                    compare(.withMatch, result)
                    found += viewFound
                    compare(.readURL, matchRead(url, in: table))
                }
                guard !found.isEmpty else { continue }
                report.disagreements += 1
                if report.failures.count < 20 {
                    report.failures.append("\(name): \(url.debugDescription)\n  " + found.joined(separator: "\n  "))
                }
            }
            return report
        }

        /// `url` read by `RouteTable.read` within the table's limit, then matched from that
        /// reading; the reader's reason when it rejects the URL.
        static func matchRead(_ url: String, in table: RouteTable) -> MatchResult {
            var text = url
            return text.withUTF8 { bytes in
                var result: MatchResult?
                let failure = RouteTable.read(bytes, limit: table.storage.maximumURLLength) { read in
                    result = table.match(read, input: url, offset: 0)
                }
                if let failure { return .notMatched(failure) }
                return result!
            }
        }

        /// `url` as a `Substring` of `before + url + after`. Cut by UTF-8 offsets, not by
        /// characters: a URL that starts with a combining mark or ends in `\r` would otherwise
        /// merge with its padding into one character.
        static func substring(_ url: String, padding: (before: String, after: String)) -> Substring {
            let padded = padding.before + url + padding.after
            let start = padded.utf8.index(padded.utf8.startIndex, offsetBy: padding.before.utf8.count)
            let end = padded.utf8.index(start, offsetBy: url.utf8.count)
            let substring = Substring(padded.utf8[start..<end])
            precondition(substring.utf8.elementsEqual(url.utf8) && substring.base.utf8.count > substring.utf8.count)
            return substring
        }

        /// Records the failures and checks that the URLs took both paths (when `bothPaths`).
        static func check(_ report: Report, bothPaths: Bool = true) {
            for failure in report.failures { Issue.record(Comment(rawValue: failure)) }
            #expect(report.disagreements == 0, "\(report.disagreements) URLs disagree (\(report.summary))")
            for entryPoint in EntryPoint.allCases {
                #expect(report.compared[entryPoint, default: 0] > 0, "\(entryPoint.rawValue) was not compared")
            }
            if bothPaths {
                #expect(report.fast > 0, "no URL took the fast path")
                #expect(report.fast < report.urls, "no URL took the general path")
            }
        }

        // MARK: The URLs

        /// Every request path of a shared table, each with all its variations. The largest
        /// synthetic table (10,000 paths of one shape, `/v1/resource{i}/:id/sub{j}`) gives them to
        /// every tenth path only, and compares the others as they are, with a query and with an
        /// escape, to keep the test short.
        static func urls(for paths: [String]) -> [String] {
            let stride = max(1, paths.count / 1_000)
            return paths.enumerated().flatMap { index, path in
                index % stride == 0 ? variations(of: path) : [path, path + "?a=1&b=2", path + "%61"]
            }
        }

        /// A request path (starting with `/`) and its variations: the white space, bytes,
        /// escapes and dot segments that send a URL to the general path, and look-alikes that
        /// do not.
        static func variations(of path: String) -> [String] {
            let segments = path.split(separator: "/", omittingEmptySubsequences: false)
            let firstSegment = "/" + (segments.count > 1 ? segments[1] : "")
            return [
                path,
                path + "/",
                path + "//",
                "/" + path,
                path.replacingOccurrences(of: "/", with: "//"),
                String(path.dropFirst()),
                path + "?a=1&b=2",
                path + "#x",
                path + "?a=1&b=2#x",
                path + "?",
                path + "#",
                path + "?#",
                path + "?a=%zz",
                path + "?a=b c",
                path + "#%",
                path + "#a\u{7F}",
                path + "%61",
                percentEncodingFirstLetter(path),
                path + "/%41%2F",
                path + "%",
                path + "%6",
                path + "%G1",
                path + " ",
                path + "/a b",
                path + "\t",
                path + "/a\tb",
                path + "\\",
                path + "/a\\b",
                path + "\u{7F}",
                path + "/é",
                path + "é",
                path + "\u{85}",
                path + "/.",
                path + "/..",
                path + "/./",
                path + "/../",
                path + "/./x",
                path + "/../x",
                path + "/.?a=1",
                path + "/..#x",
                "/." + path,
                "/.." + path,
                "." + path,
                path + "/.well-known",
                path + "/a.b",
                path + "/..a",
                path + "/a..",
                path + "/...",
                path + ".",
                path + "..",
                " " + path,
                path + "  ",
                "\t" + path + "\n",
                " " + path + "\r\n",
                firstSegment,
                path.uppercased(),
                "//example.com" + path,
                "https://example.com" + path,
                "raycipe:" + path,
            ]
        }

        /// `path` with its first ASCII letter percent-encoded (`/repos` → `/%72epos`).
        static func percentEncodingFirstLetter(_ path: String) -> String {
            guard let index = path.firstIndex(where: { $0.isASCII && $0.isLetter }) else { return path + "%2D" }
            let hex = String(path[index].asciiValue!, radix: 16, uppercase: true)
            return String(path[..<index]) + "%" + hex + String(path[path.index(after: index)...])
        }

        /// The same path with its letters in mixed case (`/repos` → `/RePoS`).
        static func mixedCase(_ path: String) -> String {
            path.enumerated().map { $0.offset % 2 == 0 ? $0.element.uppercased() : String($0.element) }.joined()
        }

        // MARK: The tests

        @Test("the test hooks: plain URLs take the fast path, others do not")
        func fastPathIsTaken() throws {
            let github = try makeTable(file: try TestData.read("routes", "github.routes"), fileName: "github.routes")
            let recipes = try makeTable(file: ExampleRoutes.recipeApp, fileName: "<built-in>")
            for url in ["/repos/a/b", "/repos/a/b/", "/repos/a/b?x=1#y", "/.well-known", "/a.b", "/..a", "/a/..b"] {
                #expect(github.takesFastPath(url), "\(url.debugDescription)")
            }
            for url in ["raycipe://recipes/2?x=1", "https://raycipe.example.com/recipes/2", "//raycipe.example.com/", "raycipe:"] {
                #expect(recipes.takesFastPath(url), "\(url.debugDescription)")
            }
            for url in ["/a%20b", " /a", "/a ", "/a/../b", "/a/.", "/é", "/a\\b", "/a\u{7F}", "/a\u{85}", "/a\tb", ""] {
                #expect(!github.takesFastPath(url), "\(url.debugDescription)")
            }
        }

        @Test("the comparison sees a difference")
        func comparisonSeesDifferences() throws {
            let table = try makeTable([("a", "/a/:x"), ("b", "/b/:x?q=:q")])
            #expect(ObservedResult.differences(table.match("/a/1"), table.matchThroughReader("/a/1")).isEmpty)
            #expect(ObservedResult.differences(table.match("/a/1"), table.match("/a/2")).contains { $0.hasPrefix("parameters:") })
            #expect(ObservedResult.differences(table.match("/a/1"), table.match("/b/1?q=2")).contains { $0.hasPrefix("routeName:") })
            #expect(ObservedResult.differences(table.match("/b/1?q=2"), table.match("/b/1?q=2#f")).contains { $0.hasPrefix("fragment:") })
            #expect(ObservedResult.differences(table.match("/a/1"), table.match("/c")).count == 1)
            #expect(ObservedResult.differences(table.match("/c"), table.match("/a/%zz")).contains { $0.hasPrefix("reason:") })
            // The other entry points, and what the view answers directly.
            let url = "/b/%31?q=2+3#f"
            let general = ObservedResult(table.matchThroughReader(url))
            #expect(ObservedResult.differences(ObservedResult(table.match(utf8: Array(url.utf8))), general).isEmpty)
            #expect(ObservedResult.differences(ObservedResult(table.match(Self.substring(url, padding: ("x/", "/y")))), general).isEmpty)
            #expect(table.withMatch(url) { ObservedResult.differences(ObservedResult($0.makeResult()), general) + ObservedResult.differences($0, general) }.isEmpty)
            #expect(table.withMatch("/b/1?q=2+4") { ObservedResult.differences($0, general) }.contains { $0.hasPrefix("queryValue(q):") })
            #expect(table.withMatch("/a/1") { ObservedResult.differences($0, general) }.contains { $0.hasPrefix("routeIndex:") })
            #expect(Self.substring(url, padding: ("\r", "\u{301}")).elementsEqual(url))
        }

        /// The shared tables give about 170,000 URLs: `match` is compared on every one, the
        /// other entry points on every third (`othersEvery`), which keeps the suite within a
        /// few seconds. The variations of a path are 59, not a multiple of 3, so that every
        /// third URL falls on each kind of variation in turn.
        static let sharedTableOthersEvery = 3

        @Test("shared tables: every request path and its variations", arguments: SharedTablesTests.tables)
        func sharedTable(_ name: String) async throws {
            let routesText = try TestData.read("routes", "\(name).routes")
            let paths = TestData.records(try TestData.read("routes", "\(name).paths")).map { $0.fields[0] }
            try #require(!paths.isEmpty)
            let report = try await offCooperativePool { () throws -> Report in
                let table = try makeTable(file: routesText, fileName: "\(name).routes")
                return Self.compare(Self.urls(for: paths), in: table, named: name, othersEvery: Self.sharedTableOthersEvery)
            }
            Self.check(report)
        }

        @Test("the recipe app: custom-scheme and web links, query constraints")
        func recipeApp() throws {
            let table = try makeTable(file: ExampleRoutes.recipeApp, fileName: "<built-in>")
            let urls = [
                "raycipe://home", "raycipe://home/", "raycipe://HOME", "RAYCIPE://home", "Raycipe://home?x=1#f",
                "raycipe:home", "raycipe:/home", "raycipe:///home", "raycipe://", "raycipe:", "raycipe:?x=1", "raycipe:#f",
                "raycipe://recipes", "raycipe://recipes/", "raycipe://recipes//", "raycipe://recipes/new", "raycipe://recipes/new/",
                "raycipe://recipes/2", "raycipe://recipes/2?x=1", "raycipe://recipes/2?utm_source=qr#steps", "raycipe://recipes/-7",
                "raycipe://recipes/2.5", "raycipe://recipes/9223372036854775808", "raycipe://recipes/pasta-carbonara",
                "raycipe://recipes/caf%C3%A9", "raycipe://recipes/%32", "raycipe://recipes/%6E%65%77", "raycipe://recipes/%6e%65%77",
                "raycipe://recipes/a+b", "raycipe://recipes/a%20b", "raycipe://recipes/a b", "raycipe://recipes/%G1",
                "raycipe://recipes/.", "raycipe://recipes/..", "raycipe://recipes/./2", "raycipe://recipes/.well-known",
                "raycipe://recipes/2/extra", "raycipe://recipes/é", "raycipe://recipes/2\u{85}",
                "raycipe://share?recipeID=42", "raycipe://share?recipeID=42&recipeID=43", "raycipe://share", "raycipe://share?",
                "raycipe://share?recipeid=42", "raycipe://share?recipeID=", "raycipe://share?recipeID=x", "raycipe://share?recipeID=+5",
                "raycipe://share?recipeID=%2B5", "raycipe://share?%72ecipeID=42", "raycipe://share?a=1&recipeID=42&b=2#top",
                "raycipe://share?recipeID=42&tag=a&tag=b+c", "raycipe://share/?recipeID=42", "raycipe://share?recipeID=4%32",
                "raycipe://share?recipeID=42%", "raycipe://share?recipeID=42#%", "raycipe://share?recipeID", "raycipe://share?&&recipeID=42&&",
                "https://raycipe.example.com", "https://raycipe.example.com/", "https://raycipe.example.com?x=1", "https://raycipe.example.com#f",
                "https://raycipe.example.com/recipes", "https://raycipe.example.com/recipes/", "https://raycipe.example.com/recipes/new",
                "https://raycipe.example.com/recipes/2", "https://raycipe.example.com/recipes/slug-1?x=a+b", "https://raycipe.example.com/recipes/%2a",
                "https://raycipe.example.com/share?recipeID=42", "https://raycipe.example.com/share?recipeID=+5",
                "https://raycipe.example.com/share?recipeID=%2B5", "https://raycipe.example.com/share?recipeID=42&recipeID=42",
                "HTTPS://Raycipe.Example.COM/recipes/2", "https://RAYCIPE.example.com./recipes/2", "http://raycipe.example.com/recipes/2",
                "https://raycipe.example.com:443/recipes/2", "https://raycipe.example.com:8080/recipes", "https://raycipe.example.com:/recipes",
                "https://raycipe.example.com:x/recipes", "https://user@raycipe.example.com/recipes", "https://raycipe.example.com/recipes/%7E",
                "//raycipe.example.com/recipes/2", "//raycipe.example.com", "//raycipe.example.com/share?recipeID=42", "///recipes",
                "https://other.example/recipes/2", "https://raycipe.example.com/recipes/../2", "https:/raycipe.example.com/recipes",
                "https://raycipe.example.com/recipes/2 ", " https://raycipe.example.com/recipes/2", "https://raycipe.example.com/recipes/\t2",
                "https://ray cipe.example.com/", "https://raycipe.example.com\\recipes", "other://recipes/2", "/recipes/2", "recipes/2",
                "", " ", "?", "#", "/", "//", ":", "raycipe", "1raycipe://recipes/2",
            ]
            Self.check(Self.compare(urls, in: table, named: "recipeApp"))
        }

        @Test("rest captures, wildcards, typed and query parameters")
        func restAndQueryRoutes() throws {
            let table = try makeTable([
                ("files", "/files/**path"),
                ("star", "/a/*/b"),
                ("x.id", "/x/:id(int)"),
                ("x.uuid", "/x/u/:id(uuid)"),
                ("x.typed", "/x/t/:d(double)/:b(bool)"),
                ("search", "/search?q=:q"),
                ("search.page", "/search/page?q=:q&page=:page(int)&debug"),
                ("search.sort", "/search/sorted?sort=newest"),
                ("app.open", "app://open/**rest"),
                ("app.root", "app://?screen=:screen"),
                ("web", "https://h.example/w/:w"),
                ("web.rest", "https://h.example/r/**"),
            ])
            let urls = [
                "/files/a/b", "/files/a/b/", "/files/a//b//", "/files/", "/files", "/files//", "/files/a", "/files/a%2Fb", "/files/a%2fb/c",
                "/files/%61/b", "/files/a b", "/files/a/./b", "/files/a/../b", "/files/.well-known/x", "/files/a.b/..a/",
                "/files/é/b", "/files/a?x=1#y", "/FILES/a", "//files/a", "files/a", "/files/a/b/?", "/files/a/b/#",
                "/a/x/b", "/a//b", "/a/x/b/", "/a/x/y/b", "/a/%78/b", "/a/x/B",
                "/x/1", "/x/-1", "/x/+1", "/x/01", "/x/1.0", "/x/%31", "/x/9223372036854775807", "/x/9223372036854775808", "/x/", "/x",
                "/x/u/00000000-0000-0000-0000-00000000000A", "/x/u/00000000-0000-0000-0000-00000000000a", "/x/u/%30000000-0000-0000-0000-00000000000A",
                "/x/u/not-a-uuid", "/x/t/2.5/true", "/x/t/1e3/false", "/x/t/2.5/TRUE", "/x/t/nan/true", "/x/t/%32.5/tru%65",
                "/search?q=swift", "/search?q=", "/search?q", "/search", "/search?Q=swift", "/search?q=a+b%21", "/search?q=a&q=b",
                "/search?q=%", "/search?q=caf%C3%A9", "/search?q=caf%E9", "/search?q=é", "/search/?q=1", "/search?q=1#frag%20ment",
                "/search/page?q=a&page=2&debug", "/search/page?debug&page=2&q=a", "/search/page?q=a&page=2", "/search/page?q=a&page=x&debug",
                "/search/page?q=a&page=2&debug=1&extra", "/search/sorted?sort=newest", "/search/sorted?sort=oldest", "/search/sorted?sort=new%65st",
                "app://open/a/b", "app://open/a/b/", "app://open/", "app://open", "APP://open/a", "app:open/a", "app://open/a?x=a+b",
                "app://?screen=home", "app:?screen=home", "app://", "app:", "app://?screen=a+b", "app://?screen=%", "app:///open/a",
                "https://h.example/w/1", "https://H.EXAMPLE/w/1", "HTTPS://h.example/w/1", "https://h.example:8443/w/1", "https://h.example./w/1",
                "http://h.example/w/1", "//h.example/w/1", "//h.example/w/%31", "https://h.example/w/1/", "https://h.example", "https://h.example/",
                "https://h.example?q=1", "https://h.example/r", "https://h.example/r/", "https://h.example/r/a/b/", "https://h.example/r/%2e%2e",
                "https://h.example/w/1?x=1&x=2#f", "https://other.example/w/1", "//h.example", "https://h.example:99999/w/1",
            ]
            Self.check(Self.compare(urls, in: table, named: "rest and query routes"))
        }

        @Test("more than eight capture slots: always the general path, same results")
        func manyCaptureSlots() throws {
            let table = try makeTable([
                ("ten", "/:a/:b/:c/:d/:e/:f/:g/:h/:i/:j"),
                ("rest", "/r/**rest"),
                ("query", "/q/:a?x=:x&y=:y(int)"),
                ("one", "/one"),
            ])
            let urls = [
                "/1/2/3/4/5/6/7/8/9/10", "/1/2/3/4/5/6/7/8/9/10/", "/1/2/3/4/5/6/7/8/9", "/1/2/3/4/5/6/7/8/9/10/11",
                "/a/b/c/d/e/f/g/h/i/%6A", "/a/b/c/d/e/f/g/h/i/j?k=1#f", "/a/b/c/d/e/f/g/h/i/j k", "/a/b/c/d/e/f/g/h/i/..",
                "/r/a/b/", "/r/", "/r", "/q/1?x=2&y=3", "/q/1?y=3&x=", "/q/1?x=2&y=z", "/one", "/one/", "/ONE", "/two", " /one", "",
            ]
            for url in urls {
                #expect(!table.takesFastPath(url), "\(url.debugDescription)")
            }
            let report = Self.compare(urls, in: table, named: "ten slots")
            Self.check(report, bothPaths: false)
            #expect(report.fast == 0)

            // Eight slots, the most the fast path holds: plain URLs take it.
            let eight = try makeTable([("eight", "/:a/:b/:c/:d/:e/:f/:g/:h")])
            #expect(eight.takesFastPath("/1/2/3/4/5/6/7/8"))
            Self.check(Self.compare(["/1/2/3/4/5/6/7/8", "/1/2/3/4/5/6/7/%38", "/1/2/3/4/5/6/7/8/", "/1/2/3/4/5/6/7"], in: eight, named: "eight slots"))
        }

        @Test("case-insensitive paths with mixed-case URLs")
        func caseInsensitive() async throws {
            var options = RouteTableOptions()
            options.caseInsensitivePaths = true
            let small = try makeTable(
                [
                    ("recipes", "/Recipes/:id"),
                    ("new", "/recipes/NEW"),
                    ("files", "/Files/**rest"),
                    ("search", "/Search?Q=:q"),
                    ("app", "app://Open/:x"),
                ], options: options)
            let urls = [
                "/recipes/1", "/RECIPES/Ab", "/rEcIpEs/x/", "/recipes/new", "/Recipes/New", "/RECIPES/NEW", "/recipes/%4Eew", "/%52ecipes/1",
                "/files/A/B/", "/FILES", "/fIlEs/a%2Fb", "/search?Q=x", "/SEARCH?q=x", "/search?Q=X&Q=Y", "app://open/X", "APP://OPEN/x",
                "App:Open/x", "/recipes/É", "/Recipes/.", " /Recipes/1",
            ]
            Self.check(Self.compare(urls, in: small, named: "case-insensitive"))

            let github = try makeTable(file: try TestData.read("routes", "github.routes"), fileName: "github.routes", options: options)
            let paths = TestData.records(try TestData.read("routes", "github.paths")).map { $0.fields[0] }
            let report = try await offCooperativePool { () -> Report in
                let urls = paths.flatMap { [$0, $0.uppercased(), Self.mixedCase($0), Self.percentEncodingFirstLetter($0.uppercased()), $0.uppercased() + "/.."] }
                return Self.compare(urls, in: github, named: "github, case-insensitive")
            }
            Self.check(report)
        }

        @Test("a tight size limit: just under, at and over it")
        func tightSizeLimit() throws {
            var options = RouteTableOptions()
            options.maximumURLLength = 16
            let table = try makeTable([("any", "/**rest"), ("app", "app://**rest"), ("q", "/q?x=:x")], options: options)
            let urls = [
                "/abcdefghijklmn", "/abcdefghijklmno", "/abcdefghijklmnop",
                "/abcdefghijk%6E", "/abcdefghijk%6Eo", "/abcdefghijk%6Eop",
                "/abcdefghijklm/", "/abcdefghijklmn/", "/abcdefghijklmno/",
                " /abcdefghijklmno", "/abcdefghijklmno ", "\t/abcdefghijklmno\n", " /abcdefghijklmnop ",
                "/q?x=1234567890", "/q?x=12345678901", "/q?x=123456789012", "/q?x=1234567890#",
                "app://abcdefghi", "app://abcdefghij", "app://abcdefghijk", "app://a/b/c/d/e",
                "/abcdefghijk/../", "/abcdefghijkl/..", "/abcdefghijklmn/..", "/abcdefghijklméo", "/abcdefghijklmn%",
                "", "/", " ",
            ]
            Self.check(Self.compare(urls, in: table, named: "limit 16"))

            options.maximumURLLength = 0
            let zero = try makeTable([("any", "/**rest")], options: options)
            Self.check(Self.compare(["", " ", "/", "/a", "a"], in: zero, named: "limit 0"), bothPaths: false)
        }
    }
}
