import Switchyard

/// Decodes a long link whose prefix has been found.
enum LongLinkDecoding {
    static func decode(_ parts: URLParts, prefix: DynamicLinkPrefix, by decoder: DynamicLinkDecoder) throws(DynamicLinkError) -> DecodedDynamicLink {
        let items = try ParameterReading.items(of: parts)
        guard let linkText = items.first(where: { $0.name == DynamicLinkParameter.link.rawValue })?.value else {
            throw .missingLink
        }
        guard let deepLink = LinkURL(linkText) else { throw .wrongType(.link, linkText) }
        try ParameterReading.checkDeepLink(deepLink, isDynamicLink: decoder.isDynamicLink)
        var link = DynamicLink(prefix: prefix, link: deepLink)
        var warnings: [DynamicLinkWarning] = []
        for item in items where item.name != DynamicLinkParameter.link.rawValue {
            try ParameterReading.apply(item.name, item.value, to: &link, warnings: &warnings)
        }
        warnings += ParameterReading.valueWarnings(link)
        if let fragment = parts.fragment { warnings.append(.fragment(fragment)) }
        let length = parts.length
        if length > decoder.practicalLengthLimit { warnings.append(.tooLong(length, limit: decoder.practicalLengthLimit)) }
        return DecodedDynamicLink(form: .long(prefix), confidence: .unique, warnings: warnings, value: consume link)
    }
}
