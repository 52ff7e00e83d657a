import Switchyard

extension DynamicLink {
    /// The parameter's value as it is written in the link, or `nil` when it is not set
    /// (a flag that is off is not set).
    ///
    /// ```swift
    /// link.text(of: .iosAppStoreID)   // "1234567890"
    /// link.text(of: .forcedRedirect)  // nil, or "1"
    /// ```
    public func text(of parameter: DynamicLinkParameter) -> String? {
        parameter == .link ? link.text : entry(parameter)
    }

    /// Every parameter that is set, in the builder's order, with its text; unknown
    /// parameters last.
    public var parameterTexts: [(name: String, value: String)] {
        var result: [(name: String, value: String)] = [(DynamicLinkParameter.link.rawValue, link.text)]
        for entry in entries { result.append((entry.parameter.rawValue, entry.text)) }
        for unknown in unknownParameters { result.append((unknown.name, unknown.value)) }
        return result
    }

    /// Sets `parameter` from its text as written in a link.
    ///
    /// - Throws: ``DynamicLinkError`` (`wrongType`) when the text is not of the parameter's type.
    public mutating func set(_ parameter: DynamicLinkParameter, text: String) throws(DynamicLinkError) {
        if parameter == .link {
            guard let url = LinkURL(text) else { throw .wrongType(parameter, text) }
            link = url
        } else {
            store(parameter, try Self.storedText(parameter, text: text))
        }
    }

    /// The text an entry keeps for `parameter` (not `link`) set from `text`, or `nil` for a
    /// flag that is off: the text itself, a URL as the router reads it (trimmed), an integer
    /// as a number writes itself.
    ///
    /// - Throws: ``DynamicLinkError`` (`wrongType`) when the text is not of the parameter's type.
    static func storedText(_ parameter: DynamicLinkParameter, text: String) throws(DynamicLinkError) -> String? {
        if parameter.valueType == .url {
            guard let url = LinkURL(text) else { throw .wrongType(parameter, text) }
            return url.text
        }
        switch text.withUTF8Bytes({ check(parameter, utf8: $0) }) {
        case .invalid: throw .wrongType(parameter, text)
        case .off: return nil
        case .valid, .warned: return parameter.valueType == .integer ? Int(text).map { String($0) } ?? text : text
        }
    }

    /// What a value is for `parameter` (not `link`), judged on its decoded UTF-8.
    enum ValueCheck {
        /// Not of the parameter's type.
        case invalid
        /// A flag that is off (`0`): not set.
        case off
        /// Of the parameter's type.
        case valid
        /// Of the parameter's type, but worth a warning: a fallback that is not a web URL, an
        /// image URL that is not absolute (``ParameterReading/valueWarnings(_:)`` words it).
        case warned
    }

    /// Checks `text`, the decoded UTF-8 of `parameter`'s value (not `link`), without making a `String`.
    static func check(_ parameter: DynamicLinkParameter, utf8 text: UnsafeBufferPointer<UInt8>) -> ValueCheck {
        switch parameter.valueType {
        case .url:
            guard let layout = URLParts.layout(of: text) else { return .invalid }
            if parameter.isFallback && !layout.isWeb { return .warned }
            if parameter == .socialImageURL && layout.scheme == nil { return .warned }
            return .valid
        case .string:
            return .valid
        case .integer:
            guard AppStoreID.isDigits(utf8: text) else { return .invalid }
            var value = 0
            for digit in text {
                let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
                let (next, carry) = tens.addingReportingOverflow(Int(digit &- UInt8(ascii: "0")))
                if overflow || carry { return .invalid }
                value = next
            }
            return .valid
        case .digits:
            return AppStoreID.isDigits(utf8: text) ? .valid : .invalid
        case .flag:
            guard text.count == 1 else { return .invalid }
            return text[0] == UInt8(ascii: "1") ? .valid : text[0] == UInt8(ascii: "0") ? .off : .invalid
        }
    }
}
