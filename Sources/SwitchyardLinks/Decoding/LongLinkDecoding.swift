import Switchyard

/// Decodes a long link whose prefix has been found.
enum LongLinkDecoding {
    static func decode(_ parts: URLParts, prefix: DynamicLinkPrefix, by decoder: DynamicLinkDecoder) throws(DynamicLinkError) -> DecodedDynamicLink {
        var reader = LongLinkQueryReader(plusIsSpace: parts.queryPlusIsSpace)
        parts.forEachRawQueryItem { name, value in reader.read(name: name, value: value) }
        if let failure = reader.failure { throw failure }
        guard let linkText = reader.linkText else { throw .missingLink }
        guard let deepLink = LinkURL(linkText) else { throw .wrongType(.link, linkText) }
        try ParameterReading.checkDeepLink(deepLink, isDynamicLink: decoder.isDynamicLink)
        if let error = reader.valueError { throw error }
        var link = DynamicLink(prefix: prefix, link: deepLink)
        var warnings: [DynamicLinkWarning] = []
        reader.take(into: &link, warnings: &warnings)
        warnings += ParameterReading.valueWarnings(link)
        if let fragment = parts.fragment { warnings.append(.fragment(fragment)) }
        let length = parts.length
        if length > decoder.practicalLengthLimit { warnings.append(.tooLong(length, limit: decoder.practicalLengthLimit)) }
        return DecodedDynamicLink(form: .long(prefix), confidence: .unique, warnings: warnings, value: link)
    }
}
