import Switchyard

/// Android intent filters for a route table: one `<intent-filter android:autoVerify="true">`
/// per `https` host, each with that host's routes as `<data>` elements.
///
/// Android merges every `<data>` element of one filter (each scheme with each host with each
/// path), so each host gets its own filter. A route of literals only is an `android:path`;
/// any other is an `android:pathPattern`, where `.*` stands for a parameter or `*` and a
/// literal `.`, `*` or `\` is escaped (written `\\.` in the XML, because Android reads the
/// attribute as a string resource before it reads the pattern). `**` gives the path without
/// it and the path followed by `/.*`. Like the Apple file, the patterns admit a superset of
/// the routes, and web-only routes are left out (intent filters have no exclusion).
///
/// ```swift
/// let xml = try AndroidIntentFilters.xml(for: table, configuration: configuration)
/// ```
public enum AndroidIntentFilters {
    /// The filters as XML elements to paste into the `<activity>` of the manifest.
    ///
    /// - Throws: ``AssociationError`` when the table has no route pinned to an `https` host.
    public static func xml(for table: RouteTable, configuration: AssociationConfiguration) throws(AssociationError) -> String {
        let routes = AppleAppSiteAssociation.webRoutes(of: table, hosts: configuration.hosts, scheme: "https")
            .filter { !configuration.webOnlyRoutes.contains($0.0.name) }
        let links = try linkFilter(configuration.linkPrefix)
        guard !routes.isEmpty || !links.isEmpty else {
            throw AssociationError("the table has no route pinned to an https host, so there is no intent filter to write")
        }
        var hosts: [String] = []
        for (_, shape) in routes where !hosts.contains(shape.host) { hosts.append(shape.host) }
        var out = links
        for host in hosts {
            out += filterOpening(host: host)
            var written: [String] = []
            for (definition, shape) in routes where shape.host == host {
                for element in dataElements(shape.segments) where !written.contains(element) {
                    written.append(element)
                    out += "    " + element + " <!-- \(xmlEscaped(definition.name).replacingDashes()) -->\n"
                }
            }
            out += "</intent-filter>\n"
        }
        return out
    }

    /// The start of a verified filter for `https://host` links, up to its host's `data`
    /// element, each line ending with a line end.
    static func filterOpening(host: String) -> String {
        """
        <intent-filter android:autoVerify="true">
            <action android:name="android.intent.action.VIEW" />
            <category android:name="android.intent.category.DEFAULT" />
            <category android:name="android.intent.category.BROWSABLE" />
            <data android:scheme="https" />
            <data android:host="\(xmlEscaped(host))" />

        """
    }

    /// The filter that claims the link service's short links on its domain: a suffix (letters
    /// and digits, one segment, so never `/v1/…` or `/.well-known/…`) under the prefix's path,
    /// as a `pathAdvancedPattern` (Android 12 and later), with the debug pages (`?d=1`) left
    /// out by a `uri-relative-filter-group` that does not allow them (Android 15 and later;
    /// earlier versions ignore the group, and open a debug page in the app). Empty without a
    /// prefix.
    static func linkFilter(_ prefix: String?) throws(AssociationError) -> String {
        guard let prefix else { return "" }
        guard let host = LinkPrefixPath.host(of: prefix), let path = LinkPrefixPath.path(of: prefix) else {
            throw AssociationError("the link prefix '\(prefix)' is not https://host with an optional path")
        }
        return filterOpening(host: host)
            + """
                <uri-relative-filter-group android:allow="false"> <!-- a link's debug page -->
                    <data android:query="d=1" />
                </uri-relative-filter-group>
                <data android:pathAdvancedPattern="\(xmlEscaped(advancedPatternEscaped(path)))/[A-Za-z0-9]+" /> <!-- the link service's short links -->
            </intent-filter>

            """
    }

    /// A literal for `pathAdvancedPattern`: every character but letters, digits, `/`, `-` and
    /// `_` escaped with `\\` (a string resource's escape, then the pattern's).
    static func advancedPatternEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber || character == "/" || character == "-" || character == "_" {
                out.append(character)
            } else {
                out += "\\\\" + String(character)
            }
        }
        return out
    }

    /// The `<data>` elements for one route's path.
    static func dataElements(_ segments: [PatternShape.Segment]) -> [String] {
        let isLiteral = segments.allSatisfy { if case .literal = $0 { return true } else { return false } }
        if isLiteral {
            let path = segments.map { segment -> String in
                if case .literal(let text) = segment { return "/" + text }
                return ""
            }.joined()
            return ["<data android:path=\"\(xmlEscaped(path.isEmpty ? "/" : path))\" />"]
        }
        var pattern = ""
        var rawPath = ""
        var literalSoFar = true
        for segment in segments {
            switch segment {
            case .literal(let text):
                pattern += "/" + patternEscaped(text)
                rawPath += "/" + text
            case .one:
                pattern += "/.*"
                literalSoFar = false
            case .rest:
                let shorter =
                    literalSoFar
                    ? "<data android:path=\"\(xmlEscaped(rawPath.isEmpty ? "/" : rawPath))\" />"
                    : "<data android:pathPattern=\"\(xmlEscaped(pattern))\" />"
                return [shorter, "<data android:pathPattern=\"\(xmlEscaped(pattern + "/.*"))\" />"]
            }
        }
        return ["<data android:pathPattern=\"\(xmlEscaped(pattern))\" />"]
    }

    /// A literal for `pathPattern`: `.`, `*` and `\` escaped with `\\` (a string resource's
    /// escape, then the pattern's).
    static func patternEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case ".", "*": out += "\\\\" + String(character)
            case "\\": out += "\\\\\\\\"
            default: out.append(character)
            }
        }
        return out
    }

    static func xmlEscaped(_ text: String) -> String { HTMLText.escaped(text) }
}

extension String {
    /// The text with `--` broken up, so that it can sit inside an XML comment.
    fileprivate func replacingDashes() -> String {
        var out = ""
        for character in self {
            if character == "-", out.last == "-" { out += " " }
            out.append(character)
        }
        return out
    }

}
