// fuzz-modules: Switchyard SwitchyardLinks
// fuzz-dictionary: links.dict
// Dynamic-link decoding: any text as an incoming dynamic link, decoded with the default
// hosts, a prefix with a path and a custom-scheme callback. A link is decoded or refused
// with a reason that has words; a decoded link that is `unique` has a deep link, and a deep
// link nested in itself is decoded once, not followed. With the default hosts alone, the
// reading that keeps a link as its text (`read`, what `resolveLink` uses, which checks the
// common link on its bytes) says what the full decoding says, its deep link included.
@testable import SwitchyardLinks

private let defaultDecoder = DynamicLinkDecoder()
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
    checkReadingAgrees(url)
    return 0
}

/// `read(url)` against `decode(url)` on the default decoder.
private func checkReadingAgrees(_ url: String) {
    let lazy = defaultDecoder.read(url)
    do {
        let full = try defaultDecoder.decode(url)
        guard case .decoded(let decoded) = lazy else {
            return Fuzz.check(false, "decode gives a link, read gives \(lazy): \(url.debugDescription)")
        }
        Fuzz.check(
            decoded == full && decoded.riskyDeepLink == full.riskyDeepLink && decoded.warnings == full.warnings,
            "read and decode differ: \(url.debugDescription)")
    } catch .shortLink(let short) {
        Fuzz.check(lazy == .short(short), "a short link read as \(lazy): \(url.debugDescription)")
    } catch .notDynamicLink, .malformedURL {
        Fuzz.check(lazy == .ordinary, "an ordinary URL read as \(lazy): \(url.debugDescription)")
    } catch {
        Fuzz.check(lazy == .invalid(error), "decode throws \(error), read gives \(lazy): \(url.debugDescription)")
    }
}
