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
    /// The link, boxed: a decoded link is passed around whole (in an ``IncomingDynamicLink``,
    /// an ``IncomingLinkRoute``), and a box is one reference to copy where the link is dozens.
    private let box: Box

    final class Box: Sendable, Hashable {
        let value: DynamicLink
        init(_ value: consuming DynamicLink) { self.value = value }
        static func == (a: Box, b: Box) -> Bool { a === b || a.value == b.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    init(form: Form, confidence: MatchConfidence, warnings: [DynamicLinkWarning], value: consuming DynamicLink) {
        self.form = form
        self.confidence = confidence
        self.warnings = warnings
        self.box = Box(value)
    }

    /// The link, when the confidence is ``MatchConfidence/unique``; `nil` below it.
    public var link: DynamicLink? { confidence == .unique ? box.value : nil }

    /// The deep link, when the confidence is ``MatchConfidence/unique``; `nil` below it.
    public var deepLink: LinkURL? { confidence == .unique ? box.value.link : nil }

    /// The link whatever the confidence. Below `unique` it may have been meant for someone
    /// else: do not reveal personal data from it.
    public var riskyLink: DynamicLink { box.value }

    /// The deep link whatever the confidence (see ``riskyLink``).
    public var riskyDeepLink: LinkURL { box.value.link }
}
