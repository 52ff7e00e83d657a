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
    public var form: Form { box.form }
    /// How far the link can be trusted: `unique` for a long link, at most `default` for a callback.
    public let confidence: MatchConfidence
    /// What works but is probably a mistake, in the order found.
    public let warnings: [DynamicLinkWarning]
    /// The link, boxed: a decoded link is passed around whole (in an ``IncomingDynamicLink``,
    /// an ``IncomingLinkRoute``), and a box is one reference to copy. A long link is kept as
    /// its text (``LongLinkText``), its values made when asked for; a callback as its value.
    private let box: Box

    final class Box: Sendable, Hashable {
        enum Content: Sendable {
            case long(LongLinkText)
            case value(DynamicLink, Form)
        }

        let content: Content
        init(_ content: consuming Content) { self.content = content }

        var value: DynamicLink {
            switch content {
            case .long(let text): text.link
            case .value(let value, _): value
            }
        }

        static func == (a: Box, b: Box) -> Bool {
            if a === b { return true }
            if case .long(let x) = a.content, case .long(let y) = b.content, x.text == y.text, x.configuredPrefix == y.configuredPrefix {
                return true
            }
            return a.form == b.form && a.value == b.value
        }

        func hash(into hasher: inout Hasher) { hasher.combine(value) }

        var form: Form {
            switch content {
            case .long(let text): .long(text.prefix)
            case .value(_, let form): form
            }
        }
    }

    /// A callback's link, decoded into its value.
    init(form: Form, confidence: MatchConfidence, warnings: [DynamicLinkWarning], value: consuming DynamicLink) {
        self.confidence = confidence
        self.warnings = warnings
        self.box = Box(.value(value, form))
    }

    /// A long link, kept as its text.
    init(confidence: MatchConfidence, warnings: [DynamicLinkWarning], long text: LongLinkText) {
        self.confidence = confidence
        self.warnings = warnings
        self.box = Box(.long(text))
    }

    /// The link, when the confidence is ``MatchConfidence/unique``; `nil` below it.
    public var link: DynamicLink? { confidence == .unique ? box.value : nil }

    /// The deep link, when the confidence is ``MatchConfidence/unique``; `nil` below it.
    public var deepLink: LinkURL? { confidence == .unique ? riskyDeepLink : nil }

    /// The link whatever the confidence. Below `unique` it may have been meant for someone
    /// else: do not reveal personal data from it.
    public var riskyLink: DynamicLink { box.value }

    /// The deep link whatever the confidence (see ``riskyLink``).
    public var riskyDeepLink: LinkURL {
        switch box.content {
        case .long(let text): text.deepLink
        case .value(let value, _): value.link
        }
    }

    /// The deep link's text, for the router: a part of the link's own text when the deep link
    /// is written plainly in it, so that it is routed where it stands.
    @usableFromInline
    var deepLinkText: Substring {
        switch box.content {
        case .long(let text): text.deepLinkText
        case .value(let value, _): Substring(value.link.text)
        }
    }
}
