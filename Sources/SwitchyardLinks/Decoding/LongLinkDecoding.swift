import Switchyard

/// Decodes a long link whose prefix has been found.
enum LongLinkDecoding {
    /// Decodes `parts`, whose text is `url`, under `prefix` (`nil`: a default host): into its
    /// value when `keeps`, else kept as its text (``LongLinkText``), its values made when asked for.
    static func decode(
        _ parts: URLParts, url: String, prefix: DynamicLinkPrefix?, by decoder: DynamicLinkDecoder, keeps: Bool
    ) throws(DynamicLinkError) -> DecodedDynamicLink {
        var reader = LongLinkQueryReader(keeps: keeps, plusIsSpace: parts.queryPlusIsSpace)
        parts.forEachRawQueryItemRange { reader.read($0, name: $1, value: $2, decoder: decoder) }
        if let failure = reader.failure { throw failure }
        guard let deepLink = reader.linkRange else { throw .missingLink }
        if let error = reader.deepLinkError { throw error }
        if let error = reader.valueError { throw error }
        let text = LongLinkText(
            text: url, configuredPrefix: prefix, deepLinkRange: deepLink, decodedDeepLink: reader.decodedLink,
            deepLinkIsEncoded: reader.decodedLink != nil, plusIsSpace: reader.plusIsSpace)
        var warnings: [DynamicLinkWarning] = []
        var link: DynamicLink?
        if keeps, let deepLink = reader.deepLink {
            let prefix = prefix ?? DynamicLinkPrefix(host: parts.host ?? "", path: [])
            var value = DynamicLink(prefix: prefix, link: deepLink)
            reader.take(into: &value, warnings: &warnings)
            warnings += ParameterReading.valueWarnings(value)
            link = value
        } else {
            warnings = reader.warnings
            if reader.needsValueWarnings { warnings += ParameterReading.valueWarnings(text.link) }
        }
        if let fragment = parts.fragment { warnings.append(.fragment(fragment)) }
        let length = parts.length
        if length > decoder.practicalLengthLimit { warnings.append(.tooLong(length, limit: decoder.practicalLengthLimit)) }
        if let link, let prefix = link.prefix {
            return DecodedDynamicLink(form: .long(prefix), confidence: .unique, warnings: warnings, value: link)
        }
        return DecodedDynamicLink(confidence: .unique, warnings: warnings, long: text)
    }
}
