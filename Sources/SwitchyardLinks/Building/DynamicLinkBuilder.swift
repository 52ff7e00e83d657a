/// Writes a ``DynamicLink`` as a long link, with the warnings the original service gave.
///
/// The link is `<prefix>/?link=<deep link>&<parameters>`, parameters in the order of
/// ``DynamicLinkParameter`` (the format's table) and unknown ones last, in their own order.
/// Every name and value is percent-encoded: each byte outside `A-Z a-z 0-9 - . _ ~` becomes
/// `%XX` with upper-case hex. A flag that is off is left out. The same value always gives the
/// same text, and decoding it gives the value back (`decode(build(v)) == v`).
///
/// Building fails when the link could not be decoded back: no prefix, a deep link that is
/// not an absolute `http`/`https` URL or that is itself a dynamic link, a value with a control
/// character, a negative version code, an unknown parameter named like a known one or given
/// twice. It warns (and builds) for an unknown parameter, a fallback that is not
/// `http`/`https`, a preview image that is not absolute, and a link longer than
/// ``practicalLengthLimit``.
///
/// ```swift
/// var link = DynamicLink(prefix: try DynamicLinkPrefix("https://cards.page.link"),
///                        link: "https://cards.example.com/share?cardID=AB12")
/// link.android.packageName = "com.example.cards"
/// let built = try DynamicLinkBuilder().build(link)
/// built.url       // https://cards.page.link/?link=https%3A%2F%2Fcards.example.com%2Fshare%3FcardID%3DAB12&apn=com.example.cards
/// built.warnings  // []
/// ```
public struct DynamicLinkBuilder: Sendable {
    /// The length in bytes past which a link gets a warning: 2,048, what browsers, chat apps
    /// and QR scanners reliably carry.
    public static let practicalLengthLimit = 2_048

    /// Other prefixes whose links a deep link must not be (the default hosts and the link's
    /// own prefix always count).
    public var prefixes: [DynamicLinkPrefix]

    /// A builder that also refuses deep links under `prefixes` (as the decoder that reads
    /// the links will be configured).
    public init(prefixes: [DynamicLinkPrefix] = []) {
        self.prefixes = prefixes
    }

    /// Writes `link`.
    ///
    /// - Throws: ``DynamicLinkError`` when the link cannot be built (see the type's discussion).
    public func build(_ link: DynamicLink) throws(DynamicLinkError) -> BuiltDynamicLink {
        guard let prefix = link.prefix else { throw .missingPrefix }
        let decoder = DynamicLinkDecoder(prefixes: prefixes + [prefix])
        try ParameterReading.checkDeepLink(link.link, isDynamicLink: decoder.isDynamicLink)
        if let code = link.android.minimumVersionCode, code < 0 {
            throw .wrongType(.androidMinimumVersionCode, String(code))
        }
        var warnings: [DynamicLinkWarning] = []
        var seen = Set(DynamicLinkParameter.allCases.map(\.rawValue))
        for unknown in link.unknownParameters {
            guard seen.insert(unknown.name).inserted else { throw .repeatedParameter(unknown.name) }
            warnings.append(.unknown(unknown.name))
        }
        var out: [UInt8] = Array(prefix.description.utf8)
        out.append(contentsOf: "/?".utf8)
        var first = true
        for (name, value) in link.parameterTexts {
            if Self.hasControlCharacter(name) { throw .controlCharacter(name) }
            if Self.hasControlCharacter(value) { throw .controlCharacter(name) }
            if !first { out.append(UInt8(ascii: "&")) }
            first = false
            LinkPercentEncoding.append(name, to: &out)
            out.append(UInt8(ascii: "="))
            LinkPercentEncoding.append(value, to: &out)
        }
        warnings += ParameterReading.valueWarnings(link)
        if out.count > Self.practicalLengthLimit { warnings.append(.tooLong(out.count, limit: Self.practicalLengthLimit)) }
        return BuiltDynamicLink(url: String(decoding: out, as: UTF8.self), warnings: warnings)
    }

    /// C0 controls, DEL and C1 controls: what strict decoding refuses.
    static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}

/// A long link as built: its text and the warnings.
public struct BuiltDynamicLink: Sendable, Hashable {
    /// The long link.
    public let url: String
    /// What works but is probably a mistake, in the order found.
    public let warnings: [DynamicLinkWarning]
}
