/// Reads a long dynamic link (`<prefix>/?link=<deep link>&<parameters>`) into a
/// ``ClickLink``, as any query is read: items split on `&`, the value after the first `=`,
/// percent-decoded.
///
/// A missing or non-`http(s)` `link`, a `link` that is itself under the prefix, a repeated
/// parameter, or a value of the wrong type (`amv=abc`, `isi=12a`) fails with a reason.
public enum LongLinkReader {
    /// The parameters the long-link format defines.
    static let known: Set<String> = [
        "link", "apn", "afl", "amv", "al", "ibi", "ifl", "ius", "isi", "imv", "ipbi", "ipfl", "efr", "ofl",
        "st", "sd", "si", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content",
        "at", "ct", "pt", "mt", "d",
    ]

    /// Reads `longLink`.
    ///
    /// ```swift
    /// let link = try LongLinkReader.read("https://l.example.com/?link=https%3A%2F%2Fexample.com%2Fa&apn=com.example")
    /// link.deepLink         // "https://example.com/a"
    /// link.androidPackage   // "com.example"
    /// ```
    public static func read(_ longLink: String) throws(LongLinkError) -> ClickLink {
        guard let mark = longLink.firstIndex(of: "?") else { throw LongLinkError(field: "link", reason: "the long link has no query") }
        var prefix = String(longLink[..<mark])
        while prefix.hasSuffix("/") { prefix.removeLast() }
        guard isWebURL(prefix + "/") else { throw LongLinkError(field: "prefix", reason: "the prefix must be an http or https URL") }
        var query = longLink[longLink.index(after: mark)...]
        if let hash = query.firstIndex(of: "#") { query = query[..<hash] }
        var values: [String: String] = [:]
        var unknown: [String] = []
        for item in query.split(separator: "&", omittingEmptySubsequences: true) {
            let name: String, value: String
            if let equals = item.firstIndex(of: "=") {
                name = LinkPercentDecoding.decode(item[..<equals])
                value = LinkPercentDecoding.decode(item[item.index(after: equals)...])
            } else {
                name = LinkPercentDecoding.decode(item)
                value = ""
            }
            guard values[name] == nil else { throw LongLinkError(field: name, reason: "the parameter '\(name)' is given more than once") }
            values[name] = value
            if !known.contains(name) { unknown.append(name) }
        }
        guard let deepLink = values["link"], !deepLink.isEmpty else { throw LongLinkError(field: "link", reason: "the long link has no 'link' parameter") }
        guard isWebURL(deepLink) else { throw LongLinkError(field: "link", reason: "the deep link must be an absolute http or https URL") }
        guard !deepLink.hasPrefix(prefix + "/") && deepLink != prefix else {
            throw LongLinkError(field: "link", reason: "the deep link is itself a dynamic link under \(prefix)")
        }
        var link = ClickLink(prefix: prefix, deepLink: deepLink)
        link.androidPackage = values["apn"]
        link.androidFallback = values["afl"]
        if let text = values["amv"] {
            guard let version = Int(text), version >= 0 else { throw LongLinkError(field: "amv", reason: "'amv' must be a version code (an integer), not '\(text)'") }
            link.androidMinimumVersion = version
        }
        link.iOSBundleID = values["ibi"]
        link.iOSFallback = values["ifl"]
        link.iOSCustomScheme = values["ius"]
        if let text = values["isi"] {
            guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                throw LongLinkError(field: "isi", reason: "'isi' must be an App Store ID (digits), not '\(text)'")
            }
            link.appStoreID = text
        }
        link.iOSMinimumVersion = values["imv"]
        link.iPadBundleID = values["ipbi"]
        link.iPadFallback = values["ipfl"]
        link.otherFallback = values["ofl"]
        link.forcedRedirect = values["efr"] == "1"
        link.socialTitle = values["st"]
        link.socialDescription = values["sd"]
        link.socialImage = values["si"]
        link.unknownParameters = unknown
        return link
    }

    /// Whether `text` starts with `http://` or `https://` (any case) and names a host.
    static func isWebURL(_ text: String) -> Bool {
        let lower = ASCIIText.lowercased(String(text.prefix(8)))
        let rest: Substring
        if lower.hasPrefix("https://") {
            rest = text.dropFirst(8)
        } else if lower.hasPrefix("http://") {
            rest = text.dropFirst(7)
        } else {
            return false
        }
        guard let first = rest.first else { return false }
        return first != "/" && first != "?" && first != "#" && !rest.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F })
    }
}

/// A long link the service cannot serve: the field and the reason.
public struct LongLinkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The parameter at fault (`link`, `amv`, `ofl`, …).
    public var field: String
    /// Why, in a sentence.
    public var reason: String
    public init(field: String, reason: String) {
        self.field = field
        self.reason = reason
    }
    public var description: String { reason }
}
