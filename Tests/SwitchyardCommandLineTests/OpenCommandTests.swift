import Testing
import SwitchyardCommandLine

/// `switchyard open`, run in-process on the built-in table, with golden output.
@Suite("switchyard open")
struct OpenCommandTests {
    func run(_ arguments: [String], files: [String: String] = [:]) async -> (status: Int32, out: String, err: String) {
        let result = await switchyardAsync(["open"] + arguments, files: files)
        return (result.status, result.out, result.err)
    }

    @Test func aMatchedRouteIsHandled() async {
        let result = await run(["--json", "raycipe://recipes/2"])
        #expect(result.status == 0)
        #expect(result.out == #"{"url":"raycipe://recipes/2","accepted":true,"result":"handled","decidedBy":"routes","trace":[{"handler":"routes","result":"handled","url":"raycipe://recipes/2","note":"route recipe.detail"}]}"# + "\n")
        #expect(result.err == "")
    }

    @Test func stepsAndOutcomeForPeople() async {
        let result = await run(["https://example.com/x"])
        #expect(result.status == 0)
        #expect(
            result.out == """
                open https://example.com/x
                  1. routes (app): https://example.com/x -> forward [no-route: no route matches this URL]
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
                  1. routes (app): raycipe://nope -> forward [no-route: no route matches this URL]
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
                == #"{"url":"https://raycipe.example.com/nope","accepted":false,"result":"discarded","decidedBy":"own-links","reason":"no route matches https://raycipe.example.com/nope, a link of the app's own web domain: handing it to the system would reopen the app","trace":[{"handler":"routes","result":"forward","url":"https://raycipe.example.com/nope","note":"no-route: no route matches this URL"},{"handler":"own-links","result":"discarded","url":"https://raycipe.example.com/nope","note":"no route matches https://raycipe.example.com/nope, a link of the app's own web domain: handing it to the system would reopen the app"}]}"#
                + "\n")
    }

    @Test func aDotSegmentURLIsNotAcceptedExitOne() async {
        let result = await run(["--json", "raycipe://recipes/..%2Fx"])
        #expect(result.status == 1)
        #expect(result.out == #"{"url":"raycipe://recipes/..%2Fx","accepted":false,"result":"discarded","decidedBy":"routes","reason":"dot-segment: a path segment is . or .., or decodes to text with such a part","trace":[{"handler":"routes","result":"discarded","url":"raycipe://recipes/..%2Fx","note":"dot-segment: a path segment is . or .., or decodes to text with such a part"}]}"# + "\n")
    }

    @Test func aRoutesFileIsUsedForRoutesAndTheWebDomain() async {
        let routes = "page https://docs.example.org/pages/:slug\n"
        let matched = await run(["--routes", "app.routes", "--json", "https://docs.example.org/pages/intro"], files: ["app.routes": routes])
        #expect(matched.out.contains(#""decidedBy":"routes""#))
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
