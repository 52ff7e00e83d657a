import Switchyard

/// The steps long links and callbacks share: reading the query strictly, refusing repeats,
/// checking the deep link, and the warnings.
enum ParameterReading {
    /// The query's items, strictly decoded, with repeated names refused.
    static func items(of parts: URLParts) throws(DynamicLinkError) -> [QueryItems.Item] {
        let (items, failure) = parts.strictQueryItems()
        // A repeat before the item that does not decode is reported first, in the link's order.
        try refuseRepeats(items)
        if let failure {
            guard let name = failure.name else { throw .badPercentEncoding(name: failure.rawName, rawText: failure.rawName) }
            throw .badPercentEncoding(name: name, rawText: failure.rawValue)
        }
        return items
    }

    private static func refuseRepeats(_ items: [QueryItems.Item]) throws(DynamicLinkError) {
        for i in items.indices.dropFirst() {
            for j in 0..<i where items[j].name == items[i].name { throw .repeatedParameter(items[i].name) }
        }
    }

    /// Sets one item of a long link's table on `link`, or keeps it as unknown, with a warning.
    static func apply(_ name: String, _ value: String, to link: inout DynamicLink, warnings: inout [DynamicLinkWarning]) throws(DynamicLinkError) {
        if let parameter = DynamicLinkParameter.named(name) {
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
        // The entries, not the typed properties: only the URLs that are set are read again.
        // An entry's text is read only for the URLs that are checked.
        for index in link.entries.indices {
            let parameter = link.entries[index].parameter
            if parameter.isFallback, let url = LinkURL(link.entries[index].text), !url.isWeb {
                warnings.append(.fallback(parameter, url))
            } else if parameter == .socialImageURL, let url = LinkURL(link.entries[index].text), !url.isAbsolute {
                warnings.append(.image(url))
            }
        }
        return warnings
    }
}
