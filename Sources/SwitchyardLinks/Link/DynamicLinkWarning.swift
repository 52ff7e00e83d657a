/// Something in a dynamic link that works but is probably a mistake, reported as the original
/// service reported it: a code (its name for the warning) and a sentence.
///
/// ```swift
/// let built = try DynamicLinkBuilder().build(link)
/// for warning in built.warnings { print(warning.code, warning.message) }
/// // BAD_URI_SCHEME_IOS_FALLBACK_LINK the fallback ifl is not an http or https URL: 'raycipe://home'
/// ```
public struct DynamicLinkWarning: Sendable, Hashable, CustomStringConvertible {
    /// What kind of warning.
    public enum Kind: Sendable, Hashable {
        /// A parameter the format does not know.
        case unknownParameter
        /// A fallback (`afl`, `ifl`, `ipfl`, `ofl`) that is not `http` or `https`.
        case fallbackNotWeb
        /// A preview image (`si`) that is not an absolute URL.
        case imageNotAbsolute
        /// The whole link is longer than ``DynamicLinkBuilder/practicalLengthLimit``.
        case linkTooLong
        /// The link has a fragment (`#…`), which carries no parameter and is not kept.
        case fragmentIgnored
    }

    /// The kind of warning.
    public let kind: Kind
    /// The parameter concerned (empty for the link as a whole).
    public let parameter: String
    /// A sentence for people.
    public let message: String

    /// The original service's code for the warning (`UNRECOGNIZED_PARAM`,
    /// `BAD_URI_SCHEME_IOS_FALLBACK_LINK`, `NOT_URI_SOCIAL_IMAGE_LINK`, `LINK_LENGTH_TOO_LONG`).
    public var code: String {
        switch kind {
        case .unknownParameter: return "UNRECOGNIZED_PARAM"
        case .imageNotAbsolute: return "NOT_URI_SOCIAL_IMAGE_LINK"
        case .linkTooLong: return "LINK_LENGTH_TOO_LONG"
        case .fragmentIgnored: return "LINK_WITH_FRAGMENTS"
        case .fallbackNotWeb:
            switch parameter {
            case "afl": return "BAD_URI_SCHEME_ANDROID_FALLBACK_LINK"
            case "ifl": return "BAD_URI_SCHEME_IOS_FALLBACK_LINK"
            case "ipfl": return "BAD_URI_SCHEME_IPAD_FALLBACK_LINK"
            default: return "BAD_URI_SCHEME_OTHER_PLATFORM_FALLBACK_LINK"
            }
        }
    }

    /// `CODE: message`.
    public var description: String { "\(code): \(message)" }

    static func unknown(_ name: String) -> Self {
        Self(kind: .unknownParameter, parameter: name, message: "the parameter '\(name)' is not one the format knows; it is kept as it is")
    }

    static func fallback(_ parameter: DynamicLinkParameter, _ url: LinkURL) -> Self {
        Self(kind: .fallbackNotWeb, parameter: parameter.rawValue, message: "the fallback \(parameter) is not an http or https URL: '\(url)'")
    }

    static func image(_ url: LinkURL) -> Self {
        Self(kind: .imageNotAbsolute, parameter: "si", message: "the preview image si is not an absolute URL: '\(url)'")
    }

    static func fragment(_ text: String) -> Self {
        Self(kind: .fragmentIgnored, parameter: "", message: "the link has a fragment '#\(text)', which carries no parameter and is not kept")
    }

    static func tooLong(_ length: Int, limit: Int) -> Self {
        Self(kind: .linkTooLong, parameter: "", message: "the link is \(length) bytes long, more than the practical limit of \(limit)")
    }
}
