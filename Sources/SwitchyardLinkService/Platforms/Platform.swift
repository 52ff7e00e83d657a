/// The kind of visitor a click comes from, which decides what the click gets.
public enum Platform: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// An iPhone or iPod touch.
    case iPhone = "iphone"
    /// An iPad, including iPadOS presenting itself as a Mac where the request says so.
    case iPad = "ipad"
    /// An Android phone or tablet.
    case android
    /// Anything else, and anything not recognised.
    case desktop
    /// A link-preview fetcher (chat apps, social networks) or a search crawler.
    case crawler

    /// The name used in JSON and logs (`iphone`, `ipad`, `android`, `desktop`, `crawler`).
    public var description: String { rawValue }

    /// Whether the platform is iOS (iPhone or iPad).
    public var isIOS: Bool { self == .iPhone || self == .iPad }
}
