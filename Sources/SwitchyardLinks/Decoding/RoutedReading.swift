/// What the common reading of an incoming URL routed, when it routed it without keeping it
/// (``DynamicLinkDecoder/route(_:ordinary:deepLink:)``).
@usableFromInline
enum RoutedReading {
    /// An ordinary URL: handed over from its reading, or, when the router did not read it
    /// (`wasRead` false), left to be routed as a string, which gives the router's answer.
    case ordinary(wasRead: Bool)
    /// A long link that decodes, whose deep link was handed over.
    case deepLink
}
