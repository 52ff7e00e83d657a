import Testing
import SwitchyardOpenURL
@testable import SwitchyardCommandLine

@Suite("switchyard open --json: the outcome as JSON")
struct OpenOutcomeJSONTests {
    @Test func keysInOrderCompactWithSlashesUnescaped() async {
        let scope = OpenURLChain(system: DryRunSystemOpener()).root
            .child("app", handler: OpenURLHandler("app") { _ in .handled })
        let outcome = await scope.open("https://raycipe.example.com/recipes/2")

        #expect(outcome.json == #"{"url":"https://raycipe.example.com/recipes/2","accepted":true,"result":"handled","decidedBy":"app","trace":[{"handler":"app","result":"handled","url":"https://raycipe.example.com/recipes/2"}]}"#)
    }

    @Test func rewritesCausesReasonsAndDepth() {
        let outcome = OpenURLOutcome(
            url: "a:1", accepted: false, decidedBy: "chain", reason: "why",
            trace: [
                OpenURLStep(handler: "h", scope: "s", url: "a:1", result: .forward("b:\"2\"")),
                OpenURLStep(handler: "chain", url: "b:\"2\"", result: .discarded, cause: .notAllowlisted("b:\"2\""), depth: 1),
            ])
        #expect(outcome.json == #"{"url":"a:1","accepted":false,"result":"discarded","decidedBy":"chain","reason":"why","trace":[{"handler":"h","result":"forward","url":"a:1","rewrite":"b:\"2\""},{"handler":"chain","result":"discarded","url":"b:\"2\"","cause":"not on the allowlist: b:\"2\" (a URL rewritten on its way to the system opener must match it)","depth":1}]}"#)
    }

    @Test func controlCharactersAreEscapedAndNonASCIIKept() {
        let outcome = OpenURLOutcome(url: "x:\u{1}\t\\é/", accepted: true, decidedBy: "d")
        #expect(outcome.json == #"{"url":"x:\u0001\t\\é/","accepted":true,"result":"handled","decidedBy":"d","trace":[]}"#)
    }
}
