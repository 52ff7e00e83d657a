// fuzz-modules: Switchyard SwitchyardOpenURL
// fuzz-dictionary: url.dict
// The open-URL chain: any URLs through the sample chain over the recipe app's routes, with a
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

/// Checks one dispatch's outcome.
private func check(_ outcome: OpenURLOutcome, _ url: String) {
    Fuzz.check(!outcome.decidedBy.isEmpty, "no decider for \(url.debugDescription)")
    Fuzz.check(outcome.accepted || outcome.reason != nil, "refused with no reason: \(url.debugDescription)")
    Fuzz.check(outcome.trace.count <= 4 * (hopLimit + 1), "\(outcome.trace.count) steps for \(url.debugDescription)")
    _ = outcome.report
}

/// The input is up to eight URLs, one a line, opened at once: a dispatch hops between
/// tasks, and opening several together spends the waits for those hops once.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenURLChain(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let urls = Fuzz.bytes(data, size).split(separator: 0x0A, omittingEmptySubsequences: false).prefix(8)
        .map { String(decoding: $0, as: UTF8.self) }
    let done = DispatchSemaphore(value: 0)
    Task {
        await withTaskGroup(of: Void.self) { group in
            for url in urls {
                group.addTask { check(await scope.open(url), url) }
            }
        }
        done.signal()
    }
    done.wait()
    return 0
}
