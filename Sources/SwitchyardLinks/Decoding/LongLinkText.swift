import Switchyard

/// A long link that decoded, kept as its text and the place of its deep link: its values are
/// made when asked for, read again from the text by the reader that checked them.
///
/// The decoder checks every value on its bytes and keeps none: a link that is only routed
/// (or only checked) makes no `String` of its own but its deep link's decoded text where it
/// is percent-encoded, and a link written plainly is routed where its deep link stands in
/// the text.
struct LongLinkText: Sendable {
    /// The link as given, trimmed.
    let text: String
    /// The configured prefix the link is under, or `nil` for a default host (made from the
    /// text when asked for).
    let configuredPrefix: DynamicLinkPrefix?
    /// Where the deep link is in `text`'s UTF-8, as written.
    let deepLinkRange: Range<Int>
    /// The deep link's decoded text, when it was made (`nil`: the text as written is the deep
    /// link, or, when ``deepLinkIsEncoded``, is decoded again when asked for).
    let decodedDeepLink: String?
    /// True when the deep link is percent-encoded (or has `+` for a space) in `text`.
    let deepLinkIsEncoded: Bool
    /// Whether `+` in the query decodes to a space.
    let plusIsSpace: Bool

    /// The prefix the link is under.
    var prefix: DynamicLinkPrefix {
        configuredPrefix ?? DynamicLinkPrefix(host: (try? URLParts(text))?.host ?? "", path: [])
    }

    /// The deep link's decoded text: a part of `text` when it is written plainly.
    var deepLinkText: Substring {
        if let decodedDeepLink { return Substring(decodedDeepLink) }
        guard deepLinkIsEncoded else { return writtenDeepLink }
        return Substring(decodedAgain)
    }

    /// The deep link as written in `text`.
    private var writtenDeepLink: Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: deepLinkRange.lowerBound)
        return Substring(utf8[start..<utf8.index(start, offsetBy: deepLinkRange.count)])
    }

    /// The percent-encoded deep link decoded again (it decoded strictly when the link was read).
    private var decodedAgain: String {
        var text = text
        var decoded: String?
        text.withUTF8 { bytes in
            RawQueryItem.withStrictlyDecoded(UnsafeBufferPointer(rebasing: bytes[deepLinkRange]), plusIsSpace: plusIsSpace) { value in
                decoded = value.map { String(decoding: $0, as: UTF8.self) }
            }
        }
        guard let decoded else { preconditionFailure("a decoded deep link decodes") }
        return decoded
    }

    /// The deep link.
    var deepLink: LinkURL {
        let deepLink = decodedDeepLink ?? (deepLinkIsEncoded ? decodedAgain : String(writtenDeepLink))
        // The text was read as this URL when the link was decoded.
        guard let url = LinkURL(deepLink) else { preconditionFailure("a decoded deep link reads as a URL") }
        return url
    }

    /// The link as a value, its parameters read again from the text.
    var link: DynamicLink {
        var link = DynamicLink(prefix: prefix, link: deepLink)
        guard let parts = try? URLParts(text) else { return link }
        var reader = LongLinkQueryReader(keeps: true, plusIsSpace: plusIsSpace)
        parts.forEachRawQueryItemRange { reader.read($0, name: $1, value: $2, decoder: nil) }
        var warnings: [DynamicLinkWarning] = []
        reader.take(into: &link, warnings: &warnings)
        return link
    }
}
