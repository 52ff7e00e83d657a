import Foundation
import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard stats` and `switchyard links import`, in-process, on store files in a
    /// temporary folder.
    @Suite("switchyard stats and links import")
    struct LinkStoreCommandTests {
        static let prefix = "https://l.raycipe.example.com"

        static func folder() throws -> String {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-links-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return path
        }

        /// A store with one link, `AbCd`, and the clicks of 2026-12-01 and 2026-12-03.
        static func storeWithClicks() throws -> String {
            let path = try folder() + "/links.jsonl"
            let lines = [
                #"{"suffix":"AbCd","option":"SHORT","longLink":"\#(prefix)/?link=https://raycipe.example.com/recipes/2","time":1796040000}"#,
                #"{"record":"activity","suffix":"AbCd","time":1796126400,"platform":"IOS","events":["CLICK"]}"#,
                #"{"record":"activity","suffix":"AbCd","time":1796299200,"platform":"IOS","events":["CLICK"]}"#,
                #"{"record":"activity","suffix":"AbCd","time":1796299201,"platform":"ANDROID","events":["CLICK","REDIRECT"],"referrer":"news.example"}"#,
                #"{"record":"activity","suffix":"AbCd","time":1796299202,"platform":"IOS","events":["APP_FIRST_OPEN"]}"#,
            ]
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
            return path
        }

        @Test func statsPrintsTheStatsCallsAnswer() throws {
            let store = try Self.storeWithClicks()
            let before = try Data(contentsOf: URL(fileURLWithPath: store))
            expectRun(
                switchyard(["stats", "--store", store, "--until", "2026-12-03", "\(Self.prefix)/AbCd"]), status: 0,
                out: #"{"linkEventStats":[{"platform":"ANDROID","count":"1","event":"CLICK"},{"platform":"ANDROID","count":"1","event":"REDIRECT"},{"platform":"IOS","count":"2","event":"CLICK"},{"platform":"IOS","count":"1","event":"APP_FIRST_OPEN"}]}"# + "\n")
            // One day: 2026-12-03 only; the suffix alone names the link too.
            expectRun(
                switchyard(["stats", "--store", store, "--days", "1", "--until", "2026-12-03", "AbCd"]), status: 0,
                out: #"{"linkEventStats":[{"platform":"ANDROID","count":"1","event":"CLICK"},{"platform":"ANDROID","count":"1","event":"REDIRECT"},{"platform":"IOS","count":"1","event":"CLICK"},{"platform":"IOS","count":"1","event":"APP_FIRST_OPEN"}]}"# + "\n")
            expectRun(switchyard(["stats", "--store", store, "--until", "2026-11-30", "AbCd"]), status: 0, out: #"{"linkEventStats":[]}"# + "\n")
            // The store is read, never written.
            #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
        }

        @Test func statsErrors() throws {
            let store = try Self.storeWithClicks()
            expectRun(switchyard(["stats", "--store", store, "Zz9z"]), status: 1, out: "", err: "switchyard: \(store) has no link with the suffix 'Zz9z'\n")
            for (arguments, message) in [
                (["stats", "AbCd"], "stats needs --store FILE: the link store serve writes"),
                (["stats", "--store", store], "stats takes one short link or suffix"),
                (["stats", "--store", store, "--days", "0", "AbCd"], "--days must be a whole number from 1 to 3653, not '0'"),
                (["stats", "--store", store, "--until", "2026-02-30", "AbCd"], "--until must be a date, YYYY-MM-DD, not '2026-02-30'"),
                (["stats", "--store", store, "a.b"], "'a.b' is not a short link or a suffix (letters, digits, '-' and '_')"),
            ] {
                let result = switchyard(arguments)
                #expect(result.status == 2)
                #expect(result.err.hasPrefix("switchyard: \(message)\n"), "\(result.err)")
            }
            let missing = switchyard(["stats", "--store", "/nonexistent-dir/links.jsonl", "AbCd"])
            #expect(missing.err.hasPrefix("switchyard: --store: cannot open the link store /nonexistent-dir/links.jsonl: No such file or directory\n"))
        }

        static let export = """
            # an export of raycipe.page.link
            {"suffix":"summer-sale","longDynamicLink":"https://raycipe.page.link/?link=https://raycipe.example.com/recipes/2&apn=com.example.raycipe","tags":["summer"]}
            {"shortLink":"https://raycipe.page.link/spring_2024","dynamicLinkInfo":{"domainUriPrefix":"https://raycipe.page.link","link":"https://raycipe.example.com/recipes/3"},"maxClicks":100}

            {"suffix":"evil","longDynamicLink":"https://raycipe.page.link/?link=https://evil.example/"}
            {"suffix":"bad.suffix","longDynamicLink":"https://raycipe.page.link/?link=https://raycipe.example.com/recipes/4"}
            not json
            {"suffix":"nolink"}
            {"suffix":"late","longDynamicLink":"https://raycipe.page.link/?link=https://raycipe.example.com/recipes/5","expireTime":"soon"}

            """

        @Test func importReportsWhatItSkippedAndWhy() async throws {
            let store = try Self.folder() + "/links.jsonl"
            let arguments = ["links", "import", "export.jsonl", "--store", store, "--domain", Self.prefix]
            let first = await switchyardAsync(arguments, files: ["export.jsonl": Self.export])
            expectRun(
                first, status: 1,
                out: """
                    export.jsonl:5: skipped evil: the deep link is not on the allowlist: https://evil.example/
                    export.jsonl:6: skipped bad.suffix: the suffix must be 1 to 64 letters, digits, '-' or '_'
                    export.jsonl:7: skipped: not JSON: unexpected character at byte 0
                    export.jsonl:8: skipped nolink: no 'longDynamicLink' or 'dynamicLinkInfo'
                    export.jsonl:9: skipped late: 'expireTime' must be a time in UTC as RFC 3339 writes it (2026-12-31T23:59:59Z), or null
                    imported 2 links, skipped 5

                    """)
            // The links are stored under their own suffixes and the service's prefix, with their settings.
            let text = try String(contentsOfFile: store, encoding: .utf8)
            #expect(text.contains(#""suffix":"summer-sale","option":"SHORT","longLink":"\#(Self.prefix)/?link=https://raycipe.example.com/recipes/2&apn=com.example.raycipe""#))
            #expect(text.contains(#"{"record":"settings","suffix":"summer-sale","longLink":"\#(Self.prefix)/?link=https://raycipe.example.com/recipes/2&apn=com.example.raycipe","tags":["summer"],"expireTime":null,"maxClicks":null,"disabled":false}"#))
            #expect(text.contains(#""suffix":"spring_2024","option":"SHORT","longLink":"\#(Self.prefix)/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F3""#))
            #expect(text.contains(#""suffix":"spring_2024","longLink":"\#(Self.prefix)/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F3","tags":[],"expireTime":null,"maxClicks":100"#))
            expectRun(switchyard(["stats", "--store", store, "summer-sale"]), status: 0, out: #"{"linkEventStats":[]}"# + "\n")
            // A second run skips what is stored already.
            let again = await switchyardAsync(arguments, files: ["export.jsonl": Self.export])
            #expect(again.status == 1)
            #expect(again.out.hasPrefix("export.jsonl:2: skipped summer-sale: already stored\nexport.jsonl:3: skipped spring_2024: already stored\n"))
            #expect(again.out.hasSuffix("imported 0 links, skipped 7\n"))
        }

        @Test func importErrors() async throws {
            let store = try Self.folder() + "/links.jsonl"
            let noStore = await switchyardAsync(["links", "import", "x.jsonl", "--domain", Self.prefix], files: ["x.jsonl": ""])
            #expect(noStore.status == 2)
            #expect(noStore.err.hasPrefix("switchyard: links import needs --store FILE: the link store to add to\n"))
            let noDomain = await switchyardAsync(["links", "import", "x.jsonl", "--store", store], files: ["x.jsonl": ""])
            #expect(noDomain.err.hasPrefix("switchyard: links import needs --domain URL: the link prefix it serves (https://l.example.com)\n"))
            let noFile = await switchyardAsync(["links", "import", "missing.jsonl", "--store", store, "--domain", Self.prefix])
            #expect(noFile.status == 2)
            #expect(noFile.err.hasPrefix("switchyard: cannot read missing.jsonl: no such file\n"), "\(noFile.err)")
            let unknown = await switchyardAsync(["links", "export"])
            #expect(unknown.err.hasPrefix("switchyard: unknown links subcommand 'export' (import)\n"))
            let empty = await switchyardAsync(["links", "import", "x.jsonl", "--store", store, "--domain", Self.prefix], files: ["x.jsonl": "\n# nothing\n"])
            expectRun(empty, status: 0, out: "imported 0 links, skipped 0\n")
        }
    }
}
