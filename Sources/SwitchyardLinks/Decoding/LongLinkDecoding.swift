import Switchyard

/// Decodes a long link whose prefix has been found.
enum LongLinkDecoding {
    /// Decodes `parts`, whose text is `url`, under `prefix` (`nil`: a default host).
    static func decode(_ parts: URLParts, url: String, prefix: DynamicLinkPrefix?, by decoder: DynamicLinkDecoder) throws(DynamicLinkError) -> DecodedDynamicLink {
        var reader = LongLinkQueryReader(keeps: false, plusIsSpace: parts.queryPlusIsSpace)
        parts.forEachRawQueryItemRange { reader.read($0, name: $1, value: $2, decoder: decoder) }
        if let failure = reader.failure { throw failure }
        guard let deepLink = reader.linkRange else { throw .missingLink }
        if let error = reader.deepLinkError { throw error }
        if let error = reader.valueError { throw error }
        let text = LongLinkText(
            text: url, configuredPrefix: prefix, deepLinkRange: deepLink, decodedDeepLink: reader.decodedLink,
            plusIsSpace: reader.plusIsSpace)
        var warnings = reader.warnings
        if reader.needsValueWarnings { warnings += ParameterReading.valueWarnings(text.link) }
        if let fragment = parts.fragment { warnings.append(.fragment(fragment)) }
        let length = parts.length
        if length > decoder.practicalLengthLimit { warnings.append(.tooLong(length, limit: decoder.practicalLengthLimit)) }
        return DecodedDynamicLink(confidence: .unique, warnings: warnings, long: text)
    }
}
