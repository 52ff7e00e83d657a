import Testing
import SwitchyardCommandLine

/// `switchyard open`, run in-process on the built-in table, with golden output.
@Suite("switchyard open")
struct OpenCommandTests {
    func run(_ arguments: [String], files: [String: String] = [:]) async -> (status: Int32, out: String, err: String) {
        let result = await switchyardAsync(["open"] + arguments, files: files)
        return (result.status, result.out, result.err)
    }

    @Test func aMatchedRouteArrivesInTheInboxAndIsDelivered() async {
        let result = await run(["--json", "raycipe://recipes/2"])
        #expect(result.status == 0)
        #expect(result.out == #"{"url":"raycipe://recipes/2","accepted":true,"result":"handled","decidedBy":"inbox","trace":[{"handler":"inbox","result":"handled","url":"raycipe://recipes/2","note":"delivered raycipe://recipes/2 -> recipe.detail (arrival 1)"}]}"# + "\n")
        #expect(result.err == "")
    }

    @Test func stepsAndOutcomeForPeople() async {
        let result = await run(["https://example.com/x"])
        #expect(result.status == 0)
        #expect(
            result.out == """
                open https://example.com/x
                  1. inbox (app): https://example.com/x -> forward [refused https://example.com/x: no-route: no route matches this URL]
                  2. own-links (own): https://example.com/x -> forward
                  3. system:dry-run: https://example.com/x -> handled
                accepted: handled by system:dry-run

                """)
    }

    @Test func theAppsOwnSchemeWithNoRouteIsDiscardedExitOne() async {
        let result = await run(["raycipe://nope"])
        #expect(result.status == 1)
        #expect(result.err == "")
        #expect(
            result.out == """
                open raycipe://nope
                  1. inbox (app): raycipe://nope -> forward [refused raycipe://nope: no-route: no route matches this URL]
                  2. own-links (own): raycipe://nope -> discarded [no route matches raycipe://nope, a link of the app's own scheme: handing it to the system would reopen the app]
                not accepted: discarded by own-links: no route matches raycipe://nope, a link of the app's own scheme: handing it to the system would reopen the app

                """)
    }

    @Test func theAppsOwnWebDomainWithNoRouteIsDiscardedExitOne() async {
        let result = await run(["--json", "https://raycipe.example.com/nope"])
        #expect(result.status == 1)
        #expect(result.err == "")
        #expect(
            result.out
                == #"{"url":"https://raycipe.example.com/nope","accepted":false,"result":"discarded","decidedBy":"own-links","reason":"no route matches https://raycipe.example.com/nope, a link of the app's own web domain: handing it to the system would reopen the app","trace":[{"handler":"inbox","result":"forward","url":"https://raycipe.example.com/nope","note":"refused https://raycipe.example.com/nope: no-route: no route matches this URL"},{"handler":"own-links","result":"discarded","url":"https://raycipe.example.com/nope","note":"no route matches https://raycipe.example.com/nope, a link of the app's own web domain: handing it to the system would reopen the app"}]}"#
                + "\n")
    }

    @Test func aDotSegmentURLIsNotAcceptedExitOne() async {
        let result = await run(["--json", "raycipe://recipes/..%2Fx"])
        #expect(result.status == 1)
        #expect(result.out == #"{"url":"raycipe://recipes/..%2Fx","accepted":false,"result":"discarded","decidedBy":"inbox","reason":"refused raycipe://recipes/..%2Fx: dot-segment: a path segment is . or .., or decodes to text with such a part","trace":[{"handler":"inbox","result":"discarded","url":"raycipe://recipes/..%2Fx","note":"refused raycipe://recipes/..%2Fx: dot-segment: a path segment is . or .., or decodes to text with such a part"}]}"# + "\n")
    }

    @Test func aDynamicLinkArrivesWithItsConfidenceAGuardedRouteWaitsUntilGranted() async {
        let files = ["app.routes": "card https://raycipe.example.com/cards/:id(int) requires=signedIn\n"]
        let weak = "com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Fcards%2F4&match_type=weak"
        let waiting = await run(["--routes", "app.routes", weak], files: files)
        #expect(waiting.status == 0)
        #expect(waiting.out.contains("-> handled [waiting \(weak) -> card (arrival 1, weak): needs signedIn]"))
        let granted = await run(["--routes", "app.routes", "--grant", "signedIn", weak], files: files)
        #expect(granted.out.contains("-> handled [delivered \(weak) -> card (arrival 1, weak)]"))
    }

    @Test func aShortLinkWithoutServiceIsDiscardedWithTheReason() async {
        let result = await run(["--prefix", "https://l.raycipe.example.com", "https://l.raycipe.example.com/AbCd"])
        #expect(result.status == 1)
        #expect(
            result.out.hasSuffix(
                "not accepted: discarded by inbox: refused https://l.raycipe.example.com/AbCd: 'https://l.raycipe.example.com/AbCd' is a short link (suffix 'AbCd'): it carries no data and needs resolving by the service that issued it\n"
            ))
    }

    @Test func aRoutesFileIsUsedForRoutesAndTheWebDomain() async {
        let routes = "page https://docs.example.org/pages/:slug\n"
        let matched = await run(["--routes", "app.routes", "--json", "https://docs.example.org/pages/intro"], files: ["app.routes": routes])
        #expect(matched.out.contains(#""decidedBy":"inbox""#))
        let own = await run(["--routes", "app.routes", "--json", "https://docs.example.org/about"], files: ["app.routes": routes])
        #expect(own.status == 1)
        #expect(own.out.contains(#""decidedBy":"own-links""#))
        // raycipe: is not this table's scheme: the system opener gets it.
        let other = await run(["--routes", "app.routes", "--json", "raycipe://nope"], files: ["app.routes": routes])
        #expect(other.status == 0)
        #expect(other.out.contains(#""decidedBy":"system:dry-run""#))
    }

    @Test(arguments: [
        (["--system", "foo", "x:y"], "switchyard: --system must be dry-run or xdg-open, not 'foo'\n"),
        ([], "switchyard: open takes exactly one URL\n"),
        (["a:b", "c:d"], "switchyard: open takes exactly one URL\n"),
        (["--scheme", "x", "a:b"], "switchyard: unknown option '--scheme'\n"),
        (["--json=false", "a:b"], "switchyard: --json takes no value\n"),
        (["-j", "a:b"], "switchyard: unknown option '-j'; did you mean --json?\n"),
        (["--json", "--json", "a:b"], "switchyard: --json is given more than once\n"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) async {
        let result = await run(arguments)
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(result.err == message + "\n" + CommandLineTests.GoldenOutputTests.openUsage)
    }

    @Test func aMissingRoutesFileExitsTwo() async {
        let result = await run(["--routes", "missing.routes", "x:y"])
        #expect(result.status == 2)
        #expect(result.err == "switchyard: cannot read missing.routes: no such file\n")
    }

    @Test func theSynchronousEntryPointPointsToTheAsynchronousOne() {
        let output = TestConsole<String>()
        let environment = testEnvironment(files: [:], console: output)
        #expect(SwitchyardCommand.run(["open", "x:y"], environment: environment) == 2)
        #expect(
            output.err.hasPrefix(
                "switchyard: open needs the asynchronous entry point (await SwitchyardCommand.run)\n"))
    }

    #if os(Linux)
    @Test func xdgOpenRefusesADisallowedSchemeBeforeLookingForXDGOpen() async {
        let result = await run(["--system", "xdg-open", "--json", "--", "-rf"])
        #expect(result.status == 1)
        #expect(result.out.contains(#""reason":"xdg-open: refusing a URL that starts with '-' (it would be read as an option): -rf""#))
    }
    #endif
}
