/// What a click's record keeps besides its time, link and platform: the referrer's host and
/// the link's campaign. Never the address, the user agent or the referrer's path.
enum ClickFacts {
    /// The host of a `Referer` header (`https://News.Example:443/a?b` → `news.example`),
    /// lower-cased, without user info or port; `nil` when there is none or it is not a URL.
    static func referrerHost(_ referrer: String?) -> String? {
        guard let referrer, let schemeEnd = referrer.firstRange(of: "://") else { return nil }
        var authority = referrer[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        var host = authority
        if host.hasPrefix("[") {
            if let close = host.firstIndex(of: "]") { host = host[...close] }
        } else if let colon = host.firstIndex(of: ":") {
            host = host[..<colon]
        }
        guard !host.isEmpty, host.utf8.count <= 253, host.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else { return nil }
        return ASCIIText.lowercased(String(host))
    }

    /// The campaign parameters of a long link, in its order: `utm_source`, `utm_medium`,
    /// `utm_campaign`, `utm_term`, `utm_content`, and the App Store's `at`, `pt`, `ct`, `mt`.
    static func campaign(ofLongLink longLink: String) -> [(name: String, value: String)] {
        guard let mark = longLink.firstIndex(of: "?") else { return [] }
        let names: Set<String> = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "at", "pt", "ct", "mt"]
        return LinkService.queryItems(String(longLink[longLink.index(after: mark)...])).filter { names.contains($0.name) && !$0.value.isEmpty }
    }
}
