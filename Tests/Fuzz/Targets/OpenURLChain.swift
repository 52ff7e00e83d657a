// fuzz-modules: Switchyard SwitchyardOpenURL
// fuzz-dictionary: url.dict
// The open-URL chain: any URL through the sample chain over the recipe app's routes, with a
// handler that rewrites and forwards some URLs (so hops and the hop limit are exercised) and
// the dry-run system opener at the root. Every dispatch ends with an outcome naming who
// decided, a refusal has a reason, and the trace never passes the hop limit.
#if canImport(Dispatch)
import Dispatch
#endif
import Switchyard
import SwitchyardOpenURL

private let hopLimit = 8

private let scope: OpenURLScope = {
    let table = try! RouteTable(routesFile: ExampleRoutes.recipeApp, fileName: "<built-in>")
    let app = try! SampleChain.make(routes: table, system: DryRunSystemOpener(), hopLimit: hopLimit)
    // Rewrites `loop:` URLs into themselves (a cycle), `again:` URLs into a web link.
    let rewrite = OpenURLHandler("rewrite") { url in
        if url.hasPrefix("loop:") { return .forward(url + "x") }
        if url.hasPrefix("again:") { return .forward("https://raycipe.example.com/" + url.dropFirst(6)) }
        return .forward
    }
    return app.child("rewrite", handler: rewrite)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenURLChain(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let url = Fuzz.text(Fuzz.bytes(data, size))
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var outcome: OpenURLOutcome?
    Task {
        outcome = await scope.open(url)
        done.signal()
    }
    done.wait()
    guard let outcome else { Fuzz.fail("no outcome for \(url.debugDescription)") }
    Fuzz.check(!outcome.decidedBy.isEmpty, "no decider for \(url.debugDescription)")
    Fuzz.check(outcome.accepted || outcome.reason != nil, "refused with no reason: \(url.debugDescription)")
    Fuzz.check(outcome.trace.count <= 4 * (hopLimit + 1), "\(outcome.trace.count) steps for \(url.debugDescription)")
    _ = outcome.report
    return 0
}
