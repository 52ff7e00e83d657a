import Testing
@testable import SwitchyardOpenURL

@Suite("Outcome output: JSON and report")
struct OutputTests {
    @Test func jsonHasTheKeysInOrderCompactWithSlashesUnescaped() async {
        let scope = OpenURLChain(system: DryRunSystemOpener()).root
            .child("app", handler: Fixed.handler("app", .handled))
        let outcome = await scope.open("https://raycipe.example.com/recipes/2")

        #expect(outcome.json == #"{"url":"https://raycipe.example.com/recipes/2","accepted":true,"result":"handled","decidedBy":"app","trace":[{"handler":"app","result":"handled","url":"https://raycipe.example.com/recipes/2"}]}"#)
    }

    @Test func jsonShowsRewritesCausesReasonsAndDepth() async {
        let outcome = OpenURLOutcome(
            url: "a:1", accepted: false, decidedBy: "chain", reason: "why",
            trace: [
                OpenURLStep(handler: "h", scope: "s", url: "a:1", result: .forward("b:\"2\"")),
                OpenURLStep(handler: "chain", url: "b:\"2\"", result: .discarded, cause: .notAllowlisted("b:\"2\""), depth: 1),
            ])
        #expect(outcome.json == #"{"url":"a:1","accepted":false,"result":"discarded","decidedBy":"chain","reason":"why","trace":[{"handler":"h","result":"forward","url":"a:1","rewrite":"b:\"2\""},{"handler":"chain","result":"discarded","url":"b:\"2\"","cause":"not on the allowlist: b:\"2\" (a URL rewritten on its way to the system opener must match it)","depth":1}]}"#)
    }

    @Test func jsonEscapesControlCharactersAndKeepsNonASCII() {
        let outcome = OpenURLOutcome(url: "x:\u{1}\t\\é/", accepted: true, decidedBy: "d")
        #expect(outcome.json == #"{"url":"x:\u0001\t\\é/","accepted":true,"result":"handled","decidedBy":"d","trace":[]}"#)
    }

    @Test func reportListsEachStepThenTheVerdict() async {
        let scope = OpenURLChain(system: RecordingSystemOpener(refusing: "no browser")).root
            .child("outer", handler: Fixed.handler("outer", .forward))
            .child("inner", handler: Fixed.handler("inner", .forward))
        let outcome = await scope.open("https://example.com/")

        #expect(outcome.report == """
            open https://example.com/
              1. inner (inner): https://example.com/ -> forward
              2. outer (outer): https://example.com/ -> forward
              3. system:recording: https://example.com/ -> discarded [no browser]
            not accepted: discarded by system:recording: no browser
            """)
    }
}
