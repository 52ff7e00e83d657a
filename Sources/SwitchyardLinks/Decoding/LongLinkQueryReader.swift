import Switchyard

/// Reads a long link's query in one pass over its bytes, in the link's order: each name and
/// value decoded strictly, names matched on their bytes, repeats refused, each value checked
/// against its parameter's type on its bytes.
///
/// It reads a link in one of two ways. Checking (``keeps`` false), for a link that is routed:
/// no value becomes a `String` (but a percent-encoded deep link); the deep link is checked
/// and only its place is kept. Keeping (``keeps`` true), for a link decoded into its value:
/// each value is checked as it becomes its entry's text.
///
/// The errors are kept apart so that they are reported in one order whatever the order of the
/// query: a bad escape or a repeat (``failure``, which ends the reading) before anything about
/// the deep link (``deepLinkError``), and that before the first value of the wrong type
/// (``valueError``). An unknown name becomes a `String` either way, as it is kept.
struct LongLinkQueryReader {
    let keeps: Bool
    let plusIsSpace: Bool
    /// A bad escape or a repeated name: the reading stopped there.
    private(set) var failure: DynamicLinkError?
    /// Why the deep link is refused (checking only).
    private(set) var deepLinkError: DynamicLinkError?
    /// The first parameter other than `link` whose value is not of its type.
    private(set) var valueError: DynamicLinkError?
    /// Where `link`'s value is in the URL's UTF-8, as written.
    private(set) var linkRange: Range<Int>?
    /// `link`'s decoded text when it is not its text as written (checking only).
    private(set) var decodedLink: String?
    /// The deep link (keeping only).
    private(set) var deepLink: LinkURL?
    /// True when a value deserves a warning (``DynamicLink/ValueCheck/warned``).
    private(set) var needsValueWarnings = false
    private(set) var entries: [DynamicLink.Entry] = []
    private(set) var unknownParameters: [DynamicLink.UnknownParameter] = []
    /// The unknown parameters' warnings, in the link's order.
    private(set) var warnings: [DynamicLinkWarning] = []
    /// The known parameters read, a bit each by their order.
    private var seen: UInt32 = 0

    init(keeps: Bool, plusIsSpace: Bool) {
        self.keeps = keeps
        self.plusIsSpace = plusIsSpace
    }

    /// Reads one item as written (`name` and `value` are ranges in `url`); `decoder` checks
    /// the deep link (`nil` when keeping: the link was checked). False once the reading has failed.
    mutating func read(_ url: UnsafeBufferPointer<UInt8>, name nameRange: Range<Int>, value valueRange: Range<Int>, decoder: DynamicLinkDecoder?) -> Bool {
        let rawName = UnsafeBufferPointer(rebasing: url[nameRange])
        let rawValue = UnsafeBufferPointer(rebasing: url[valueRange])
        // A known name is letters and `_`: written as it is, it is its own decoding.
        var parameter = DynamicLinkParameter.named(utf8: rawName)
        var name: String?
        var decoded = parameter != nil
        if parameter == nil {
            RawQueryItem.withStrictlyDecoded(rawName, plusIsSpace: plusIsSpace) { bytes in
                guard let bytes else { return }
                decoded = true
                parameter = DynamicLinkParameter.named(utf8: bytes)
                // Only an unknown name is kept as text.
                if parameter == nil { name = String(decoding: bytes, as: UTF8.self) }
            }
        }
        guard decoded else {
            let text = String(decoding: rawName, as: UTF8.self)
            failure = .badPercentEncoding(name: text, rawText: text)
            return false
        }
        var ok = true
        RawQueryItem.withStrictlyDecoded(rawValue, plusIsSpace: plusIsSpace) { bytes in
            guard let bytes else {
                failure = .badPercentEncoding(name: parameter?.rawValue ?? name ?? "", rawText: String(decoding: rawValue, as: UTF8.self))
                ok = false
                return
            }
            if let parameter {
                ok = read(parameter, bytes, at: valueRange, encoded: bytes.baseAddress != rawValue.baseAddress, decoder: decoder)
            } else {
                ok = readUnknown(name ?? "", String(decoding: bytes, as: UTF8.self))
            }
        }
        return ok
    }

    /// Moves what was read into `link` (entries and unknown parameters) and `warnings`.
    mutating func take(into link: inout DynamicLink, warnings: inout [DynamicLinkWarning]) {
        swap(&link.entries, &entries)
        swap(&link.unknownParameters, &unknownParameters)
        swap(&warnings, &self.warnings)
    }

    private mutating func read(
        _ parameter: DynamicLinkParameter, _ value: UnsafeBufferPointer<UInt8>, at range: Range<Int>, encoded: Bool,
        decoder: DynamicLinkDecoder?
    ) -> Bool {
        let bit: UInt32 = 1 &<< UInt32(parameter.order)
        guard seen & bit == 0 else {
            failure = .repeatedParameter(parameter.rawValue)
            return false
        }
        seen |= bit
        if parameter == .link {
            linkRange = range
            guard let decoder else { return true }
            if keeps {
                (deepLink, deepLinkError) = Self.check(String(decoding: value, as: UTF8.self), decoder: decoder)
            } else {
                if encoded { decodedLink = String(decoding: value, as: UTF8.self) }
                deepLinkError = Self.deepLinkError(value, decoder: decoder)
            }
            return true
        }
        guard valueError == nil else { return true }
        if keeps {
            do {
                let text = try DynamicLink.storedText(parameter, text: String(decoding: value, as: UTF8.self))
                // One allocation for the entries of an ordinary link.
                if entries.capacity == 0 { entries.reserveCapacity(8) }
                DynamicLink.store(parameter, text, in: &entries)
            } catch {
                valueError = error
            }
            return true
        }
        switch DynamicLink.check(parameter, utf8: value) {
        case .invalid: valueError = .wrongType(parameter, String(decoding: value, as: UTF8.self))
        case .warned: needsValueWarnings = true
        case .valid, .off: break
        }
        return true
    }

    /// Why the deep link `value` (decoded) is refused, or `nil`. A web link on a host that is
    /// neither a default one nor configured is judged on its bytes; any other is read as a
    /// ``LinkURL`` and checked as such.
    private static func deepLinkError(_ value: UnsafeBufferPointer<UInt8>, decoder: DynamicLinkDecoder) -> DynamicLinkError? {
        if decoder.prefixes.isEmpty, let layout = URLParts.layout(of: value), layout.isWeb, let host = layout.host {
            let hostBytes = UnsafeBufferPointer(rebasing: value[host])
            if !decoder.includesDefaultHosts || !DynamicLinkPrefix.hasDefaultSuffix(hostBytes, ignoringCase: true) { return nil }
        }
        return check(String(decoding: value, as: UTF8.self), decoder: decoder).error
    }

    /// The deep link `text` reads as, and why it is refused (`nil`: it is not).
    private static func check(_ text: String, decoder: DynamicLinkDecoder) -> (url: LinkURL?, error: DynamicLinkError?) {
        guard let deepLink = LinkURL(text) else { return (nil, .wrongType(.link, text)) }
        do {
            try ParameterReading.checkDeepLink(deepLink, isDynamicLink: decoder.isDynamicLink)
            return (deepLink, nil)
        } catch {
            return (deepLink, error)
        }
    }

    private mutating func readUnknown(_ name: String, _ value: String) -> Bool {
        // Known names are told apart by their bit; an unknown one is compared with the unknown
        // ones before it, as text.
        guard !unknownParameters.contains(where: { $0.name == name }) else {
            failure = .repeatedParameter(name)
            return false
        }
        unknownParameters.append(DynamicLink.UnknownParameter(name: name, value: value))
        warnings.append(.unknown(name))
        return true
    }
}
