import Switchyard

/// Decodes an app's custom-scheme callback: `<scheme>://google/link/?deep_link_id=…&match_type=…`.
///
/// `deep_link_id` is the deep link and `match_type` the service's confidence, capped at
/// `default`; a missing `match_type` is `none`. `match_message` and `request_ip_version`,
/// which the original SDK added, are kept as unknown parameters without a warning; every
/// other item is read as a long link's parameter (`link` excepted: the callback's deep link
/// is `deep_link_id`).
enum CallbackDecoding {
    static let deepLinkName = "deep_link_id"
    static let matchTypeName = "match_type"
    static let quietNames: Set<String> = ["match_message", "request_ip_version"]

    static func decode(_ parts: URLParts, by decoder: DynamicLinkDecoder) throws(DynamicLinkError) -> DecodedDynamicLink {
        let items = try ParameterReading.items(of: parts)
        guard let linkText = items.first(where: { $0.name == deepLinkName })?.value else { throw .missingLink }
        guard let deepLink = LinkURL(linkText) else { throw .wrongType(.link, linkText) }
        try ParameterReading.checkDeepLink(deepLink, isDynamicLink: decoder.isDynamicLink)
        var confidence = MatchConfidence.none
        var link = DynamicLink(prefix: nil, link: deepLink)
        var warnings: [DynamicLinkWarning] = []
        for item in items where item.name != deepLinkName {
            let name = item.name
            let value = item.value
            if name == matchTypeName {
                guard let stated = MatchConfidence(name: value) else { throw .badMatchType(value) }
                confidence = min(stated, .default)
            } else if quietNames.contains(name) {
                link.unknownParameters.append(DynamicLink.UnknownParameter(name: name, value: value))
            } else if name == DynamicLinkParameter.link.rawValue {
                link.unknownParameters.append(DynamicLink.UnknownParameter(name: name, value: value))
                warnings.append(.unknown(name))
            } else {
                try ParameterReading.apply(name, value, to: &link, warnings: &warnings)
            }
        }
        warnings += ParameterReading.valueWarnings(link)
        if let fragment = parts.fragment { warnings.append(.fragment(fragment)) }
        return DecodedDynamicLink(form: .callback(scheme: parts.scheme ?? ""), confidence: confidence, warnings: warnings, value: consume link)
    }
}
