/// A decoded dynamic link: the link, how it arrived, how far to trust it, and warnings.
///
/// The link is reached through the confidence. At ``MatchConfidence/unique`` (a long link,
/// which carries its own data) ``link`` gives it. Below `unique` (a custom-scheme callback,
/// which any app can open) ``link`` is `nil`, and only ``riskyLink`` gives it: the name is
/// there to be seen in review. A handler that takes the risky path must not show personal
/// data from the link (the user's own notes on a recipe, a card's owner): the link may have
/// been opened before, by someone else.
///
/// ```swift
/// let decoded = try DynamicLinkDecoder().decode(url)
/// if let link = decoded.link {
///     open(link.link)                      // unique: the link is the sender's
/// } else {
///     openPublicPage(decoded.riskyLink.link)  // below unique: public content only
/// }
/// ```
public struct DecodedDynamicLink: Sendable, Hashable {
    /// How a link arrived.
    public enum Form: Sendable, Hashable {
        /// A long link under this prefix.
        case long(DynamicLinkPrefix)
        /// An app's custom-scheme callback (`<scheme>://google/link/?deep_link_id=…`).
        case callback(scheme: String)
    }

    /// How the link arrived.
    public let form: Form
    /// How far the link can be trusted: `unique` for a long link, at most `default` for a callback.
    public let confidence: MatchConfidence
    /// What works but is probably a mistake, in the order found.
    public let warnings: [DynamicLinkWarning]
    let value: DynamicLink

    init(form: Form, confidence: MatchConfidence, warnings: [DynamicLinkWarning], value: DynamicLink) {
        self.form = form
        self.confidence = confidence
        self.warnings = warnings
        self.value = value
    }

    /// The link, when the confidence is ``MatchConfidence/unique``; `nil` below it.
    public var link: DynamicLink? { confidence == .unique ? value : nil }

    /// The deep link, when the confidence is ``MatchConfidence/unique``; `nil` below it.
    public var deepLink: LinkURL? { link?.link }

    /// The link whatever the confidence. Below `unique` it may have been meant for someone
    /// else: do not reveal personal data from it.
    public var riskyLink: DynamicLink { value }

    /// The deep link whatever the confidence (see ``riskyLink``).
    public var riskyDeepLink: LinkURL { value.link }
}
