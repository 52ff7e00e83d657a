/// What a ``DynamicLinkDecoder`` makes of any incoming URL.
///
/// ```swift
/// switch DynamicLinkDecoder().read(url) {
/// case .decoded(let link): route(link)
/// case .short(let short): resolve(short)
/// case .ordinary: router.resolve(url)
/// case .invalid(let error): log(error)
/// }
/// ```
public enum IncomingDynamicLink: Sendable, Hashable {
    /// A long link or a callback, decoded.
    case decoded(DecodedDynamicLink)
    /// A short link: it needs resolving.
    case short(ShortDynamicLink)
    /// Not a dynamic link (not under a prefix, not a callback): an ordinary URL for the router.
    case ordinary
    /// A dynamic link that does not decode, and why.
    case invalid(DynamicLinkError)
}
