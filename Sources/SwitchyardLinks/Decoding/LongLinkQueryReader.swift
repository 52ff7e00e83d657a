import Switchyard

/// Reads a long link's query in one pass over its bytes, in the link's order: each name and
/// value decoded strictly, names matched on their bytes, repeats refused, each parameter's
/// value checked and kept as its entry's text.
///
/// It finds what ``ParameterReading`` and ``DynamicLink/set(_:text:)`` find, and keeps the
/// errors apart so that they are reported in the same order: a bad escape or a repeat
/// (``failure``, which ends the reading) before anything about the deep link, and that before
/// the first value of the wrong type (``valueError``). Only the values become `String`s; an
/// unknown name does too, as it is kept.
struct LongLinkQueryReader {
    let plusIsSpace: Bool
    /// A bad escape or a repeated name: the reading stopped there.
    private(set) var failure: DynamicLinkError?
    /// The first parameter other than `link` whose value is not of its type.
    private(set) var valueError: DynamicLinkError?
    /// The decoded text of `link`.
    private(set) var linkText: String?
    private(set) var entries: [DynamicLink.Entry] = []
    private(set) var unknownParameters: [DynamicLink.UnknownParameter] = []
    /// The unknown parameters' warnings, in the link's order.
    private(set) var warnings: [DynamicLinkWarning] = []
    /// The known parameters read, a bit each by their order.
    private var seen: UInt32 = 0

    init(plusIsSpace: Bool) {
        self.plusIsSpace = plusIsSpace
    }

    /// Reads one item as written; false once the reading has failed.
    mutating func read(name rawName: UnsafeBufferPointer<UInt8>, value rawValue: UnsafeBufferPointer<UInt8>) -> Bool {
        var parameter: DynamicLinkParameter?
        var name: String?
        var decoded = false
        RawQueryItem.withStrictlyDecoded(rawName, plusIsSpace: plusIsSpace) { bytes in
            guard let bytes else { return }
            decoded = true
            parameter = DynamicLinkParameter.named(utf8: bytes)
            // Only an unknown name is kept as text.
            if parameter == nil { name = String(decoding: bytes, as: UTF8.self) }
        }
        guard decoded else {
            let text = String(decoding: rawName, as: UTF8.self)
            failure = .badPercentEncoding(name: text, rawText: text)
            return false
        }
        var value: String?
        RawQueryItem.withStrictlyDecoded(rawValue, plusIsSpace: plusIsSpace) { bytes in
            value = bytes.map { String(decoding: $0, as: UTF8.self) }
        }
        guard let value else {
            failure = .badPercentEncoding(name: parameter?.rawValue ?? name ?? "", rawText: String(decoding: rawValue, as: UTF8.self))
            return false
        }
        if let parameter { return read(parameter, value) }
        return readUnknown(name ?? "", value)
    }

    /// Moves what was read into `link` (entries and unknown parameters) and `warnings`.
    mutating func take(into link: inout DynamicLink, warnings: inout [DynamicLinkWarning]) {
        swap(&link.entries, &entries)
        swap(&link.unknownParameters, &unknownParameters)
        swap(&warnings, &self.warnings)
    }

    private mutating func read(_ parameter: DynamicLinkParameter, _ value: String) -> Bool {
        let bit: UInt32 = 1 &<< UInt32(parameter.order)
        guard seen & bit == 0 else {
            failure = .repeatedParameter(parameter.rawValue)
            return false
        }
        seen |= bit
        if parameter == .link {
            linkText = value
            return true
        }
        guard valueError == nil else { return true }
        do {
            let text = try DynamicLink.storedText(parameter, text: value)
            // One allocation for the entries of an ordinary link.
            if entries.capacity == 0 { entries.reserveCapacity(8) }
            DynamicLink.store(parameter, text, in: &entries)
        } catch {
            valueError = error
        }
        return true
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
