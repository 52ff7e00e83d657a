import Switchyard

/// The `apple-app-site-association` file for a route table: one `applinks.details` entry
/// whose `components` list each route pinned to an `https` host.
///
/// A route becomes `{"/": path, "?": {key: value}, "comment": name}`: literal segments as
/// written, any one segment (`:id(int)`, `:slug`, `*`) as `*`, and `**` as the path without
/// it plus the path followed by `/*`. A constraint on a literal value keeps it; any other
/// becomes `*`. Components are listed most specific first, because iOS takes the first
/// that matches; a route named in ``AssociationConfiguration/webOnlyRoutes`` gets
/// `"exclude": true`. Routes the format cannot tell apart are written once. `*` in this format crosses `/` and cannot say "digits", so the file
/// admits a superset of the routes: the router stays the judge. Custom-scheme and unpinned
/// routes are not written.
///
/// ```swift
/// let text = try AppleAppSiteAssociation.file(for: table, configuration: configuration)
/// ```
public enum AppleAppSiteAssociation {
    /// The largest file iOS fetches: 128 KB.
    public static let sizeLimit = 131_072

    /// The file's JSON text (indented, with a final `\n`).
    ///
    /// - Throws: ``AssociationError`` when no app ID is configured, one is malformed, a name
    ///   in `webOnlyRoutes` is not a route of the table, or the file would pass 128 KB (the
    ///   message gives its size).
    public static func file(for table: RouteTable, configuration: AssociationConfiguration) throws(AssociationError) -> String {
        guard !configuration.appIDs.isEmpty else { throw AssociationError("the apple-app-site-association file needs an app ID (TEAMID.BUNDLEID)") }
        for appID in configuration.appIDs where !isAppID(appID) {
            throw AssociationError("'\(appID)' is not an app ID: a ten-character team ID, a dot and a bundle ID (ABCDE12345.com.example.app)")
        }
        let names = Set(table.definitions.map(\.name))
        for name in configuration.webOnlyRoutes.sorted() where !names.contains(name) {
            throw AssociationError("the web-only route '\(name)' is not a route of the table")
        }
        let routes = webRoutes(of: table, hosts: configuration.hosts, scheme: "https")
        var components: [JSONValue] = try linkComponents(configuration.linkPrefix)
        var written: Set<String> = []
        for (definition, shape) in routes {
            let exclude = configuration.webOnlyRoutes.contains(definition.name)
            for path in paths(shape.segments) {
                // Two routes the format cannot tell apart (`:id(int)` and `:slug`) are one
                // component: the first, the more specific, decides.
                let key = path + "?" + shape.constraints.map { "\($0.key)=\($0.literal ?? "*")" }.joined(separator: "&")
                guard written.insert(key).inserted else { continue }
                var members: [(String, JSONValue)] = [("/", .string(path))]
                if !shape.constraints.isEmpty {
                    members.append(("?", .object(shape.constraints.map { ($0.key, .string($0.literal ?? "*")) })))
                }
                if exclude { members.append(("exclude", .bool(true))) }
                members.append(("comment", .string(definition.name)))
                components.append(.object(members))
            }
        }
        let document = JSONValue.object([
            (
                "applinks",
                .object([
                    (
                        "details",
                        .array([
                            .object([
                                ("appIDs", .array(configuration.appIDs.map { .string($0) })),
                                ("components", .array(components)),
                            ])
                        ])
                    )
                ])
            )
        ])
        let text = JSONText.pretty(document) + "\n"
        let size = text.utf8.count
        guard size <= sizeLimit else {
            throw AssociationError("the apple-app-site-association file would be \(size) bytes, over the 131072-byte (128 KB) limit; serve fewer routes or combine them with ** patterns")
        }
        return text
    }

    /// The components that claim the link service's own links, before the routes': the API
    /// paths and the debug pages excluded first (iOS takes the first component that matches),
    /// then every path under the prefix (a short link's suffix, or the prefix itself with a
    /// long link's query). None without a prefix.
    static func linkComponents(_ prefix: String?) throws(AssociationError) -> [JSONValue] {
        guard let prefix else { return [] }
        guard let path = LinkPrefixPath.path(of: prefix) else {
            throw AssociationError("the link prefix '\(prefix)' is not https://host with an optional path")
        }
        let under = path + "/*"
        return [
            .object([("/", .string("/v1/*")), ("exclude", .bool(true)), ("comment", .string("the link service's API"))]),
            .object([("/", .string("/.well-known/*")), ("exclude", .bool(true)), ("comment", .string("the association files"))]),
            .object([
                ("/", .string(under)), ("?", .object([("d", .string("1"))])), ("exclude", .bool(true)),
                ("comment", .string("a link's debug page")),
            ]),
            .object([("/", .string(under)), ("comment", .string("the link service's short and long links"))]),
        ]
    }

    /// The AASA paths for a route's segments (two for a trailing `**`).
    static func paths(_ segments: [PatternShape.Segment]) -> [String] {
        var path = ""
        for segment in segments {
            switch segment {
            case .literal(let text): path += "/" + text
            case .one: path += "/*"
            case .rest: return [path.isEmpty ? "/" : path, path + "/*"].reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            }
        }
        return [path.isEmpty ? "/" : path]
    }

    /// The table's routes pinned to a web host with `scheme`, most specific first, on
    /// `hosts` when given.
    static func webRoutes(of table: RouteTable, hosts: Set<String>?, scheme: String) -> [(RouteDefinition, PatternShape)] {
        let lowered = hosts.map { Set($0.map { ASCIIText.lowercased($0) }) }
        let routes = table.definitions.compactMap { definition -> (RouteDefinition, PatternShape)? in
            guard let shape = PatternShape(definition.pattern), shape.scheme == scheme else { return nil }
            if let lowered, !lowered.contains(shape.host) { return nil }
            return (definition, shape)
        }
        // A stable sort: routes equally specific keep the table's order.
        return routes.enumerated().sorted { a, b in
            if PatternShape.moreSpecific(a.element.1, b.element.1) { return true }
            if PatternShape.moreSpecific(b.element.1, a.element.1) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Whether `text` is `TEAMID.BUNDLEID`: ten upper-case letters or digits, a dot, a bundle ID.
    static func isAppID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count > 11, bytes[10] == UInt8(ascii: ".") else { return false }
        let team = bytes[0..<10].allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) }
        let bundle = bytes[11...].allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2E || $0 == 0x2D }
        return team && bundle
    }
}
