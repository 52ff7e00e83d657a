import Switchyard

/// Why a dynamic link could not be decoded or built. Nothing is guessed: each case names
/// what was wrong and where.
///
/// ```swift
/// do {
///     _ = try DynamicLinkDecoder().decode("https://rayciperw.page.link/?link=https://raycipe.example.com/&amv=abc")
/// } catch {
///     print(error)   // amv must be an integer of zero or more, not 'abc'
/// }
/// ```
public enum DynamicLinkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The URL is not under a configured prefix, nor an app's callback: not a dynamic link.
    case notDynamicLink(String)
    /// The router does not read the text as a URL.
    case malformedURL(NoMatch)
    /// The URL is under a prefix's host over `http`: links live on `https`.
    case httpPrefix(String)
    /// A short link carries no data: it must be resolved by the service that issued it.
    case shortLink(ShortDynamicLink)
    /// The URL is on a link domain but its path is neither the prefix nor a short link's.
    case unexpectedPath(String)
    /// A parameter appears more than once.
    case repeatedParameter(String)
    /// There is no `link` (or, in a callback, no `deep_link_id`).
    case missingLink
    /// The deep link is not an absolute `http` or `https` URL.
    case linkNotWeb(String)
    /// The deep link is itself a dynamic link.
    case linkIsDynamicLink(String)
    /// A value is not of its parameter's type (`amv=abc`).
    case wrongType(DynamicLinkParameter, String)
    /// A parameter's name or value is not valid percent-encoded UTF-8 (`%ZZ`, a control character).
    case badPercentEncoding(name: String, rawText: String)
    /// A callback's `match_type` is not `none`, `weak`, `default` or `unique`.
    case badMatchType(String)
    /// The link to build has no prefix (it came from a callback).
    case missingPrefix
    /// A value to build holds a control character, which no link can carry.
    case controlCharacter(String)
    /// The deep link matches no pattern of the allowlist.
    case deepLinkNotAllowed(String)

    /// A sentence for people: what was wrong, and where.
    public var description: String {
        switch self {
        case .notDynamicLink(let url):
            return "not a dynamic link: '\(url)' is not under a configured prefix (hosts ending in .page.link or .app.goo.gl, or one given) nor an app's google/link callback"
        case .malformedURL(let miss):
            return "not a URL: \(miss)"
        case .httpPrefix(let url):
            return "'\(url)' is a dynamic link over http: links are only read over https"
        case .shortLink(let link):
            return "'\(link.url)' is a short link (suffix '\(link.suffix)'): it carries no data and needs resolving by the service that issued it"
        case .unexpectedPath(let url):
            return "'\(url)' is on a link domain, but its path is neither the prefix (a long link) nor one suffix (a short link)"
        case .repeatedParameter(let name):
            return "the parameter '\(name)' is given more than once"
        case .missingLink:
            return "the deep link is missing: a long link needs 'link', a callback 'deep_link_id'"
        case .linkNotWeb(let text):
            return "the deep link '\(text)' is not an absolute http or https URL"
        case .linkIsDynamicLink(let text):
            return "the deep link '\(text)' is itself a dynamic link"
        case .wrongType(let parameter, let text):
            return "\(parameter) must be \(Self.expected(parameter.valueType)), not '\(text)'"
        case .badPercentEncoding(let name, let raw):
            return "the parameter '\(name)' has bad percent-encoding: '\(raw)' does not decode to UTF-8 text without control characters"
        case .badMatchType(let text):
            return "match_type must be none, weak, default or unique, not '\(text)'"
        case .missingPrefix:
            return "the link has no prefix to build under"
        case .controlCharacter(let name):
            return "the value of '\(name)' holds a control character, which a link cannot carry"
        case .deepLinkNotAllowed(let text):
            return "the deep link '\(text)' matches no pattern of the allowlist"
        }
    }

    private static func expected(_ type: DynamicLinkParameter.ValueType) -> String {
        switch type {
        case .url: "a URL"
        case .string: "text"
        case .integer: "an integer of zero or more"
        case .digits: "digits"
        case .flag: "1 or 0"
        }
    }
}
