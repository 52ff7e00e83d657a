import Testing
import SwitchyardOpenURL

/// `OpenURLHandler.noting`: a handler whose answer carries a note for the trace.
@Suite("Handlers with a note")
struct NoteHandlerTests {
    static let gate = OpenURLHandler.noting("gate") { request in
        request.url.hasPrefix("raycipe://")
            ? (.handled, "shown")
            : (.discarded, "not a raycipe link")
    }

    @Test("a handled answer's note is in the trace; the outcome has no reason")
    func handled() async {
        let outcome = await OpenURLChain(system: DryRunSystemOpener()).root.child("app", handler: Self.gate).open("raycipe://home")
        #expect(outcome.accepted)
        #expect(outcome.decidedBy == "gate")
        #expect(outcome.reason == nil)
        #expect(outcome.trace == [OpenURLStep(handler: "gate", scope: "app", url: "raycipe://home", result: .handled, note: "shown")])
    }

    @Test("a discarded answer's note is the outcome's reason")
    func discarded() async {
        let outcome = await OpenURLChain(system: DryRunSystemOpener()).root.child("app", handler: Self.gate).open("https://example.com/")
        #expect(!outcome.accepted)
        #expect(outcome.reason == "not a raycipe link")
        #expect(outcome.trace.map(\.note) == ["not a raycipe link"])
    }

    @Test("a forward keeps its note in the trace and reaches the next handler")
    func forward() async {
        let system = RecordingSystemOpener()
        let outer = OpenURLChain(system: system).root
        let inner = outer.child("inner", handler: .noting("inner") { _ in (.forward, "not mine") })
        let outcome = await inner.open("https://example.com/")
        #expect(outcome.decidedBy == "system:recording")
        #expect(outcome.trace.map(\.note) == ["not mine", nil])
        #expect(await system.opened == ["https://example.com/"])
    }

    @Test("no note is no note; a throw is a failure like any handler's")
    func noNoteAndThrow() async {
        struct Broken: Error {}
        let chain = OpenURLChain(system: DryRunSystemOpener())
        let quiet = await chain.root.child("q", handler: .noting("quiet") { _ in (.discarded, nil) }).open("x://y")
        #expect(quiet.reason == nil)
        let broken = await chain.root.child("b", handler: .noting("broken") { _ in throw Broken() }).open("x://y")
        #expect(!broken.accepted)
        #expect(broken.trace.first?.cause == .threw("Broken()"))
    }
}
