/// The Firebase `dynamicLinkInfo` object, written as a long link with the parameters in the
/// format's order.
///
/// | field | parameter |
/// | --- | --- |
/// | `domainUriPrefix` | the prefix |
/// | `link` | `link` |
/// | `androidInfo.androidPackageName`, `.androidFallbackLink`, `.androidMinPackageVersionCode`, `.androidLink` | `apn`, `afl`, `amv`, `al` |
/// | `iosInfo.iosBundleId`, `.iosFallbackLink`, `.iosCustomScheme`, `.iosAppStoreId`, `.iosMinimumVersion`, `.iosIpadBundleId`, `.iosIpadFallbackLink` | `ibi`, `ifl`, `ius`, `isi`, `imv`, `ipbi`, `ipfl` |
/// | `navigationInfo.enableForcedRedirect` | `efr=1` |
/// | `desktopInfo.desktopFallbackLink`, `otherPlatformInfo.fallbackUrl` | `ofl` |
/// | `socialMetaTagInfo.socialTitle`, `.socialDescription`, `.socialImageLink` | `st`, `sd`, `si` |
/// | `analyticsInfo.googlePlayAnalytics.utmSource` … `utmContent` | `utm_source` … `utm_content` |
/// | `analyticsInfo.itunesConnectAnalytics.at`, `.ct`, `.pt`, `.mt` | `at`, `ct`, `pt`, `mt` |
enum DynamicLinkInfo {
    private typealias Field = (path: [String], parameter: String)

    private static let fields: [Field] = [
        (["androidInfo", "androidPackageName"], "apn"), (["androidInfo", "androidFallbackLink"], "afl"),
        (["androidInfo", "androidMinPackageVersionCode"], "amv"), (["androidInfo", "androidLink"], "al"),
        (["iosInfo", "iosBundleId"], "ibi"), (["iosInfo", "iosFallbackLink"], "ifl"), (["iosInfo", "iosCustomScheme"], "ius"),
        (["iosInfo", "iosAppStoreId"], "isi"), (["iosInfo", "iosMinimumVersion"], "imv"),
        (["iosInfo", "iosIpadBundleId"], "ipbi"), (["iosInfo", "iosIpadFallbackLink"], "ipfl"),
        (["desktopInfo", "desktopFallbackLink"], "ofl"), (["otherPlatformInfo", "fallbackUrl"], "ofl"),
        (["socialMetaTagInfo", "socialTitle"], "st"), (["socialMetaTagInfo", "socialDescription"], "sd"),
        (["socialMetaTagInfo", "socialImageLink"], "si"),
        (["analyticsInfo", "googlePlayAnalytics", "utmSource"], "utm_source"), (["analyticsInfo", "googlePlayAnalytics", "utmMedium"], "utm_medium"),
        (["analyticsInfo", "googlePlayAnalytics", "utmCampaign"], "utm_campaign"), (["analyticsInfo", "googlePlayAnalytics", "utmTerm"], "utm_term"),
        (["analyticsInfo", "googlePlayAnalytics", "utmContent"], "utm_content"),
        (["analyticsInfo", "itunesConnectAnalytics", "at"], "at"), (["analyticsInfo", "itunesConnectAnalytics", "ct"], "ct"),
        (["analyticsInfo", "itunesConnectAnalytics", "pt"], "pt"), (["analyticsInfo", "itunesConnectAnalytics", "mt"], "mt"),
    ]

    /// Every field path the object may have (objects and leaves), for the unknown-field check.
    private static let knownPaths: Set<String> = {
        var paths: Set<String> = ["domainUriPrefix", "link", "navigationInfo", "navigationInfo.enableForcedRedirect"]
        for field in fields {
            for length in 1...field.path.count { paths.insert(field.path.prefix(length).joined(separator: ".")) }
        }
        return paths
    }()

    /// The long link for `info`.
    ///
    /// - Throws: ``CreateRefusal`` (`400`) naming the field that is missing, unknown or of the
    ///   wrong kind (`dynamicLinkInfo.iosInfo.iosBundleId`).
    static func longLink(from info: JSONValue) throws(CreateRefusal) -> String {
        try checkKnown(info, path: [])
        guard let prefix = try string(info, ["domainUriPrefix"]) else {
            throw CreateRefusal(status: 400, field: "dynamicLinkInfo.domainUriPrefix", message: "'dynamicLinkInfo.domainUriPrefix' is required")
        }
        guard let link = try string(info, ["link"]) else {
            throw CreateRefusal(status: 400, field: "dynamicLinkInfo.link", message: "'dynamicLinkInfo.link' is required")
        }
        var base = prefix
        while base.hasSuffix("/") { base.removeLast() }
        var text = base + "/?link=" + LinkPercentDecoding.encode(link)
        var written: Set<String> = []
        for field in fields {
            guard let value = try string(info, field.path) else { continue }
            guard !written.contains(field.parameter) else {
                throw CreateRefusal(status: 400, field: "dynamicLinkInfo." + field.path.joined(separator: "."), message: "'\(field.parameter)' is given by both desktopInfo and otherPlatformInfo")
            }
            written.insert(field.parameter)
            text += "&\(field.parameter)=" + LinkPercentDecoding.encode(value)
        }
        if case .bool(true)? = try lookUp(info, ["navigationInfo", "enableForcedRedirect"]) { text += "&efr=1" }
        return text
    }

    private static func checkKnown(_ value: JSONValue, path: [String]) throws(CreateRefusal) {
        guard let members = value.members else { return }
        for (key, child) in members {
            let childPath = path + [key]
            let name = childPath.joined(separator: ".")
            guard knownPaths.contains(name) else {
                throw CreateRefusal(status: 400, field: "dynamicLinkInfo.\(name)", message: "unknown field 'dynamicLinkInfo.\(name)'")
            }
            try checkKnown(child, path: childPath)
        }
    }

    private static func lookUp(_ info: JSONValue, _ path: [String]) throws(CreateRefusal) -> JSONValue? {
        var value = info
        for (offset, key) in path.enumerated() {
            guard value.members != nil else {
                let parent = path.prefix(offset).joined(separator: ".")
                throw CreateRefusal(status: 400, field: "dynamicLinkInfo.\(parent)", message: "'dynamicLinkInfo.\(parent)' must be an object, not \(value.kindName)")
            }
            guard let child = value[key] else { return nil }
            value = child
        }
        return value
    }

    /// A leaf as text: a string, or a number written as it was (`androidMinPackageVersionCode: 12`).
    private static func string(_ info: JSONValue, _ path: [String]) throws(CreateRefusal) -> String? {
        guard let value = try lookUp(info, path) else { return nil }
        switch value {
        case .string(let text): return text
        case .number(let text): return text
        case .null: return nil
        default:
            let name = path.joined(separator: ".")
            throw CreateRefusal(status: 400, field: "dynamicLinkInfo.\(name)", message: "'dynamicLinkInfo.\(name)' must be a string, not \(value.kindName)")
        }
    }
}
