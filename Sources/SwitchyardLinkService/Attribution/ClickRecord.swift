/// A click remembered for install attribution: never the client's address, only a salted
/// hash of it, plus the coarse signals that agree or not after the install.
struct ClickRecord: Sendable, Hashable {
    /// When the click happened, in seconds on the service's clock.
    var time: Double
    /// `iphone`/`ipad` are kept as iOS, with Android the only platforms remembered.
    var platform: AttributionPlatform
    /// The salted hash of the client address.
    var addressHash: UInt64
    /// The operating system and its version from the user agent (`iOS 18.1`), or `nil`.
    var system: String?
    /// The first language tag of `Accept-Language`, lower-cased (`en-gb`), or `nil`.
    var locale: String?
    /// The token handed out with the click.
    var token: String
    /// The suffix of the short link clicked; `nil` for a long link clicked on the domain.
    var suffix: String?
    /// The deep link and the long link the click was for.
    var deepLink: String
    var longLink: String
}

/// The platforms an app asks for its pending link from.
enum AttributionPlatform: String, Sendable, Hashable, CaseIterable {
    /// iPhone and iPad: `"ios"` in the request.
    case iOS = "ios"
    /// Android: `"android"` in the request.
    case android

    /// The attribution platform of a click's platform; `nil` for desktop and crawlers.
    init?(_ platform: Platform) {
        switch platform {
        case .iPhone, .iPad: self = .iOS
        case .android: self = .android
        case .desktop, .crawler: return nil
        }
    }
}
