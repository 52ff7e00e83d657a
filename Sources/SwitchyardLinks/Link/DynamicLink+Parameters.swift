extension DynamicLink {
    /// The parameter's value as it is written in the link, or `nil` when it is not set
    /// (a flag that is off is not set).
    ///
    /// ```swift
    /// link.text(of: .iosAppStoreID)   // "1234567890"
    /// link.text(of: .forcedRedirect)  // nil, or "1"
    /// ```
    public func text(of parameter: DynamicLinkParameter) -> String? {
        switch parameter {
        case .link: link.text
        case .androidPackageName: android.packageName
        case .androidFallback: android.fallback?.text
        case .androidMinimumVersionCode: android.minimumVersionCode.map { String($0) }
        case .androidAppLink: android.appLink?.text
        case .iosBundleID: iOS.bundleID
        case .iosFallback: iOS.fallback?.text
        case .iosCustomScheme: iOS.customScheme
        case .iosAppStoreID: iOS.appStoreID?.digits
        case .iosMinimumVersion: iOS.minimumVersion
        case .iPadBundleID: iPad.bundleID
        case .iPadFallback: iPad.fallback?.text
        case .forcedRedirect: forcedRedirect ? "1" : nil
        case .otherPlatformFallback: otherPlatformFallback?.text
        case .socialTitle: socialPreview.title
        case .socialDescription: socialPreview.description
        case .socialImageURL: socialPreview.imageURL?.text
        case .utmSource: analytics.source
        case .utmMedium: analytics.medium
        case .utmCampaign: analytics.campaign
        case .utmTerm: analytics.term
        case .utmContent: analytics.content
        case .affiliateToken: appStoreAnalytics.affiliateToken
        case .campaignToken: appStoreAnalytics.campaignToken
        case .providerToken: appStoreAnalytics.providerToken
        case .mediaType: appStoreAnalytics.mediaType
        case .debug: debug ? "1" : nil
        }
    }

    /// Every parameter that is set, in the builder's order, with its text; unknown
    /// parameters last.
    public var parameterTexts: [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        for parameter in DynamicLinkParameter.allCases {
            if let text = text(of: parameter) { result.append((parameter.rawValue, text)) }
        }
        for unknown in unknownParameters { result.append((unknown.name, unknown.value)) }
        return result
    }

    /// Sets `parameter` from its text as written in a link.
    ///
    /// - Throws: ``DynamicLinkError`` (`wrongType`) when the text is not of the parameter's type.
    public mutating func set(_ parameter: DynamicLinkParameter, text: String) throws(DynamicLinkError) {
        func url() throws(DynamicLinkError) -> LinkURL {
            guard let url = LinkURL(text) else { throw .wrongType(parameter, text) }
            return url
        }
        func flag() throws(DynamicLinkError) -> Bool {
            switch text {
            case "1": return true
            case "0": return false
            default: throw .wrongType(parameter, text)
            }
        }
        switch parameter {
        case .link: link = try url()
        case .androidPackageName: android.packageName = text
        case .androidFallback: android.fallback = try url()
        case .androidMinimumVersionCode:
            guard AppStoreID(text) != nil, let code = Int(text) else { throw .wrongType(parameter, text) }
            android.minimumVersionCode = code
        case .androidAppLink: android.appLink = try url()
        case .iosBundleID: iOS.bundleID = text
        case .iosFallback: iOS.fallback = try url()
        case .iosCustomScheme: iOS.customScheme = text
        case .iosAppStoreID:
            guard let id = AppStoreID(text) else { throw .wrongType(parameter, text) }
            iOS.appStoreID = id
        case .iosMinimumVersion: iOS.minimumVersion = text
        case .iPadBundleID: iPad.bundleID = text
        case .iPadFallback: iPad.fallback = try url()
        case .forcedRedirect: forcedRedirect = try flag()
        case .otherPlatformFallback: otherPlatformFallback = try url()
        case .socialTitle: socialPreview.title = text
        case .socialDescription: socialPreview.description = text
        case .socialImageURL: socialPreview.imageURL = try url()
        case .utmSource: analytics.source = text
        case .utmMedium: analytics.medium = text
        case .utmCampaign: analytics.campaign = text
        case .utmTerm: analytics.term = text
        case .utmContent: analytics.content = text
        case .affiliateToken: appStoreAnalytics.affiliateToken = text
        case .campaignToken: appStoreAnalytics.campaignToken = text
        case .providerToken: appStoreAnalytics.providerToken = text
        case .mediaType: appStoreAnalytics.mediaType = text
        case .debug: debug = try flag()
        }
    }
}
