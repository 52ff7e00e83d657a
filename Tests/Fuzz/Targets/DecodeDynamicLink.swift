// fuzz-modules: Switchyard SwitchyardLinks
// fuzz-dictionary: links.dict
// Dynamic-link decoding: any text as an incoming dynamic link, decoded with the default
// hosts, a prefix with a path and a custom-scheme callback. A link is decoded or refused
// with a reason that has words; a decoded link that is `unique` has a deep link, and a deep
// link nested in itself is decoded once, not followed.
@testable import SwitchyardLinks

private let decoder = DynamicLinkDecoder(
    prefixes: [try! DynamicLinkPrefix("https://links.raycipe.example.com/go")], callbackSchemes: ["raycipe"]
)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecodeDynamicLink(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let url = Fuzz.text(Fuzz.bytes(data, size))
    do {
        let decoded = try decoder.decode(url)
        if decoded.confidence == .unique {
            Fuzz.check(decoded.link != nil && decoded.deepLink != nil, "a unique link without its deep link: \(url.debugDescription)")
        } else {
            Fuzz.check(decoded.link == nil, "a link below unique handed out as safe: \(url.debugDescription)")
        }
        _ = decoded.riskyDeepLink
        for warning in decoded.warnings { _ = "\(warning)" }
    } catch {
        Fuzz.check(!error.description.isEmpty, "a refusal with no reason: \(url.debugDescription)")
    }
    return 0
}
