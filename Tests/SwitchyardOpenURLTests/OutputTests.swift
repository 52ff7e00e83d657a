import Testing
@testable import SwitchyardOpenURL

@Suite("Outcome output: the report for people")
struct OutputTests {
    @Test func reportListsEachStepThenTheVerdict() async {
        let scope = OpenURLChain(system: RecordingSystemOpener(refusing: "no browser")).root
            .child("outer", handler: Fixed.handler("outer", .forward))
            .child("inner", handler: Fixed.handler("inner", .forward))
        let outcome = await scope.open("https://example.com/")

        #expect(
            outcome.report == """
                open https://example.com/
                  1. inner (inner): https://example.com/ -> forward
                  2. outer (outer): https://example.com/ -> forward
                  3. system:recording: https://example.com/ -> discarded [no browser]
                not accepted: discarded by system:recording: no browser
                """)
    }
}
