import Switchyard

/// A URL inside a dynamic link: the deep link, a fallback, an app link, a preview image.
///
/// It holds text the router can read (`URLParts`): absolute (`https://…`,
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
    /// Where the scheme and the host are in ``text``'s UTF-8, as read when the URL was read
    /// (`-1` when absent): the parts are made only when asked for.
    private let schemeEnd: Int32
    private let hostStart: Int32
    private let hostEnd: Int32

    /// The scheme, lower-cased, or `nil` for a reference.
    public var scheme: String? { schemeEnd < 0 ? nil : lowercasedText(0..<Int(schemeEnd)) }

    /// The host of an `http` or `https` URL, lower-cased.
    public var host: String? { hostStart < 0 ? nil : lowercasedText(Int(hostStart)..<Int(hostEnd)) }

    /// Reads `text`, or returns `nil` when the router would not read it as a URL.
    public init?(_ text: String) {
        guard let parts = try? URLParts(text) else { return nil }
        self.init(parts)
    }

    /// A URL already read.
    public init(_ parts: URLParts) {
        text = parts.url
        let scheme = parts.schemeUTF8Range
        schemeEnd = scheme.map { Int32(truncatingIfNeeded: $0.upperBound) } ?? -1
        if scheme != nil, let host = parts.hostUTF8Range {
            hostStart = Int32(truncatingIfNeeded: host.lowerBound)
            hostEnd = Int32(truncatingIfNeeded: host.upperBound)
        } else {
            hostStart = -1
            hostEnd = -1
        }
    }

    /// A URL written in code; a literal that is not a URL is a programmer's mistake and traps.
    public init(stringLiteral value: String) {
        guard let url = LinkURL(value) else { preconditionFailure("not a URL: \(value)") }
        self = url
    }

    /// True for an absolute `http` or `https` URL with a host. (The router reads a host for
    /// those schemes only.)
    public var isWeb: Bool { hostStart >= 0 }

    /// True when the URL names its scheme.
    public var isAbsolute: Bool { schemeEnd >= 0 }

    /// True when the host ends in `.page.link` or `.app.goo.gl` with a name before it
    /// (``DynamicLinkPrefix/isDefaultHost(_:)``), read from the text without making the host.
    var hasDefaultHost: Bool {
        guard hostStart >= 0 else { return false }
        let range = Int(hostStart)..<Int(hostEnd)
        // The router reads only ASCII hosts.
        return text.withUTF8Bytes { bytes in
            DynamicLinkPrefix.hasDefaultSuffix(UnsafeBufferPointer(rebasing: bytes[range]), ignoringCase: true)
        }
    }

    /// The text of `range`, ASCII letters lower-cased (schemes and hosts are ASCII once read).
    private func lowercasedText(_ range: Range<Int>) -> String {
        var text = text
        return text.withUTF8 { bytes in
            let part = UnsafeBufferPointer(rebasing: bytes[range])
            guard part.contains(where: { $0 &- UInt8(ascii: "A") < 26 }) else { return String(decoding: part, as: UTF8.self) }
            return String(unsafeUninitializedCapacity: part.count) { out in
                for i in 0..<part.count { out[i] = part[i] &- UInt8(ascii: "A") < 26 ? part[i] | 0x20 : part[i] }
                return part.count
            }
        }
    }

    /// The URL's text.
    public var description: String { text }
}
