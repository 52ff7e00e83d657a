import SwitchyardLinks

/// Reads a stored long dynamic link (`<prefix>/?link=<deep link>&<parameters>`) into a
/// ``ClickLink`` with the dynamic-link decoder of `SwitchyardLinks`, under the link's own
/// prefix.
///
/// A missing or non-`http(s)` `link`, a `link` that is itself a dynamic link, a repeated
/// parameter, bad percent-encoding or a value of the wrong type (`amv=abc`, `isi=12a`) fails
/// with the parameter and the decoder's reason.
public enum LongLinkReader {
    /// Reads `longLink`.
    ///
    /// ```swift
    /// let link = try LongLinkReader.read("https://l.example.com/?link=https%3A%2F%2Fexample.com%2Fa&apn=com.example")
    /// link.deepLink         // "https://example.com/a"
    /// link.androidPackage   // "com.example"
    /// ```
    public static func read(_ longLink: String) throws(LongLinkError) -> ClickLink {
        guard let mark = longLink.firstIndex(of: "?") else { throw LongLinkError(field: "link", reason: "the long link has no query") }
        let prefixText = String(longLink[..<mark])
        let prefix: DynamicLinkPrefix
        do {
            prefix = try DynamicLinkPrefix(prefixText)
        } catch {
            throw LongLinkError(field: "prefix", reason: "the prefix \(prefixText) is not https://host[/path]: \(error)")
        }
        let decoded: DecodedDynamicLink
        do {
            decoded = try DynamicLinkDecoder(prefixes: [prefix], includesDefaultHosts: false).decode(longLink)
        } catch {
            throw LongLinkError(field: field(of: error), reason: error.description)
        }
        let value = decoded.riskyLink
        var link = ClickLink(prefix: prefix.description, deepLink: value.link.text)
        link.androidPackage = value.android.packageName
        link.androidFallback = value.android.fallback?.text
        link.androidMinimumVersion = value.android.minimumVersionCode
        link.iOSBundleID = value.iOS.bundleID
        link.iOSFallback = value.iOS.fallback?.text
        link.iOSCustomScheme = value.iOS.customScheme
        link.appStoreID = value.iOS.appStoreID?.digits
        link.iOSMinimumVersion = value.iOS.minimumVersion
        link.iPadBundleID = value.iPad.bundleID
        link.iPadFallback = value.iPad.fallback?.text
        link.otherFallback = value.otherPlatformFallback?.text
        link.forcedRedirect = value.forcedRedirect
        link.socialTitle = value.socialPreview.title
        link.socialDescription = value.socialPreview.description
        link.socialImage = value.socialPreview.imageURL?.text
        link.campaign.analytics = value.analytics
        link.campaign.appStore = value.appStoreAnalytics
        // `passutm` is the service's own parameter, so it is neither unknown nor warned about.
        let pass = LinkCampaign.passParameter
        link.campaign.passesToLinks = value.unknownParameters.contains { $0.name == pass && $0.value == "1" }
        link.unknownParameters = value.unknownParameters.map(\.name).filter { $0 != pass }
        link.warnings = decoded.warnings.filter { !($0.kind == .unknownParameter && $0.parameter == pass) }.map { CreateWarning(code: $0.code, message: $0.message) }
        return link
    }

    /// The parameter a decoding error is about.
    static func field(of error: DynamicLinkError) -> String {
        switch error {
        case .repeatedParameter(let name), .badPercentEncoding(let name, _), .controlCharacter(let name): name
        case .wrongType(let parameter, _): parameter.rawValue
        case .notDynamicLink, .httpPrefix, .unexpectedPath, .missingPrefix, .malformedURL, .shortLink: "longDynamicLink"
        case .missingLink, .linkNotWeb, .linkIsDynamicLink, .deepLinkNotAllowed, .badMatchType: "link"
        }
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
    /// An error about `field`, with `reason`.
    public init(field: String, reason: String) {
        self.field = field
        self.reason = reason
    }
    /// The reason.
    public var description: String { reason }
}
