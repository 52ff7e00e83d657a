import Switchyard

/// The steps long links and callbacks share: reading the query strictly, refusing repeats,
/// checking the deep link, and the warnings.
enum ParameterReading {
    /// The query's items, strictly decoded, with repeated names refused.
    static func items(of parts: URLParts) throws(DynamicLinkError) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        for item in parts.rawQueryItems {
            guard let name = item.name else { throw .badPercentEncoding(name: item.rawName, rawText: item.rawName) }
            guard let value = item.value else { throw .badPercentEncoding(name: name, rawText: item.rawValue) }
            if result.contains(where: { $0.name == name }) { throw .repeatedParameter(name) }
            result.append((name, value))
        }
        return result
    }

    /// Sets one item of a long link's table on `link`, or keeps it as unknown, with a warning.
    static func apply(_ name: String, _ value: String, to link: inout DynamicLink, warnings: inout [DynamicLinkWarning]) throws(DynamicLinkError) {
        if let parameter = DynamicLinkParameter(rawValue: name) {
            try link.set(parameter, text: value)
        } else {
            link.unknownParameters.append(DynamicLink.UnknownParameter(name: name, value: value))
            warnings.append(.unknown(name))
        }
    }

    /// Refuses a deep link that is not an absolute web URL, or that is itself a dynamic link.
    static func checkDeepLink(_ link: LinkURL, isDynamicLink: (LinkURL) -> Bool) throws(DynamicLinkError) {
        guard link.isWeb else { throw .linkNotWeb(link.text) }
        if isDynamicLink(link) { throw .linkIsDynamicLink(link.text) }
    }

    /// The warnings a link's values deserve (unknown parameters are warned about where read).
    static func valueWarnings(_ link: DynamicLink) -> [DynamicLinkWarning] {
        var warnings: [DynamicLinkWarning] = []
        let fallbacks: [(DynamicLinkParameter, LinkURL?)] = [
            (.androidFallback, link.android.fallback), (.iosFallback, link.iOS.fallback),
            (.iPadFallback, link.iPad.fallback), (.otherPlatformFallback, link.otherPlatformFallback),
        ]
        for case (let parameter, let url?) in fallbacks where !url.isWeb {
            warnings.append(.fallback(parameter, url))
        }
        if let image = link.socialPreview.imageURL, !image.isAbsolute {
            warnings.append(.image(image))
        }
        return warnings
    }
}
