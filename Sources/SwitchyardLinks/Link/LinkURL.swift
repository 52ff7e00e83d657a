import Switchyard

/// A URL inside a dynamic link: the deep link, a fallback, an app link, a preview image.
///
/// It holds text the router can read (``Switchyard/URLParts``): absolute (`https://…`,
/// `market://…`) or a reference (`/images/card.png`). Whether it is a web URL, or absolute
/// at all, is for the builder and the decoder to judge and to warn about.
///
/// ```swift
/// let link = LinkURL("https://raycipe.example.com/recipes/2")!
/// link.isWeb          // true
/// LinkURL("market://details?id=com.example.cards")!.isWeb   // false
/// LinkURL("https://bad host/")   // nil: a space is not allowed in a URL
/// ```
public struct LinkURL: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The URL as given (trimmed of surrounding white space).
    public let text: String
    /// The scheme, lower-cased, or `nil` for a reference.
    public let scheme: String?
    /// The host of an `http` or `https` URL, lower-cased.
    public let host: String?

    /// Reads `text`, or returns `nil` when the router would not read it as a URL.
    public init?(_ text: String) {
        guard let parts = try? URLParts(text) else { return nil }
        self.init(parts)
    }

    /// A URL already read.
    public init(_ parts: URLParts) {
        text = parts.url
        scheme = parts.scheme
        host = parts.scheme == nil ? nil : parts.host
    }

    /// A URL written in code; a literal that is not a URL is a programmer's mistake and traps.
    public init(stringLiteral value: String) {
        guard let url = LinkURL(value) else { preconditionFailure("not a URL: \(value)") }
        self = url
    }

    /// True for an absolute `http` or `https` URL with a host.
    public var isWeb: Bool { host != nil && (scheme == "https" || scheme == "http") }

    /// True when the URL names its scheme.
    public var isAbsolute: Bool { scheme != nil }

    /// The URL's text.
    public var description: String { text }
}
