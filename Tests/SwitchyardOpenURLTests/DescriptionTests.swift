import Testing
import SwitchyardOpenURL

/// What `print` shows for a dispatch's outcome and its steps: one readable line each.
@Suite("Readable values: the open-URL outcome and its steps")
struct OpenURLDescriptionTests {
    @Test("a discarded outcome: URL, verdict, who decided, steps and the reason")
    func discarded() async {
        let scope = OpenURLChain(system: RecordingSystemOpener(refusing: "no browser")).root
            .child("outer", handler: Fixed.handler("outer", .forward))
            .child("inner", handler: Fixed.handler("inner", .forward))
        let outcome = await scope.open("https://example.com/")
        #expect(outcome.description == "https://example.com/: discarded by system:recording (3 steps): no browser")
        #expect(outcome.debugDescription == outcome.report)
        #expect(
            outcome.trace.map(\.description) == [
                "inner (inner): https://example.com/ -> forward",
                "outer (outer): https://example.com/ -> forward",
                "system:recording: https://example.com/ -> discarded [no browser]",
            ])
    }

    @Test("a handled outcome: one step, no reason")
    func handled() async {
        let scope = OpenURLChain(system: RecordingSystemOpener()).root
            .child("app", handler: Fixed.handler("routes", .handled))
        let outcome = await scope.open("raycipe://recipes/2")
        #expect("\(outcome)" == "raycipe://recipes/2: handled by routes (1 step)")
    }

    @Test("a step with a rewrite and a note")
    func stepWithNote() {
        let step = OpenURLStep(
            handler: "routes", scope: "app", url: "raycipe://old/2", result: .forward("raycipe://recipes/2"),
            note: "legacy"
        )
        #expect("\(step)" == "routes (app): raycipe://old/2 -> forward(raycipe://recipes/2) [legacy]")
    }
}
