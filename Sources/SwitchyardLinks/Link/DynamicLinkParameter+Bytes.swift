extension DynamicLinkParameter {
    /// The parameter whose name is `name`'s UTF-8, or `nil`: ``named(_:)`` on decoded bytes,
    /// without making a `String`.
    ///
    /// The name's bytes are packed, little-endian, into two words and compared with each
    /// name's packing, written beside it.
    static func named(utf8 name: UnsafeBufferPointer<UInt8>) -> DynamicLinkParameter? {
        let count = name.count
        guard count > 0, count <= 12 else { return nil }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for i in 0..<min(count, 8) { low |= UInt64(name[i]) &<< (UInt64(i) &* 8) }
        if count > 8 { for i in 8..<count { high |= UInt64(name[i]) &<< (UInt64(i &- 8) &* 8) } }
        switch count {
        case 1:
            return low == 0x64 ? .debug : nil // d
        case 2:
            switch low {
            case 0x6C61: return .androidAppLink // al
            case 0x7473: return .socialTitle // st
            case 0x6473: return .socialDescription // sd
            case 0x6973: return .socialImageURL // si
            case 0x7461: return .affiliateToken // at
            case 0x7463: return .campaignToken // ct
            case 0x7470: return .providerToken // pt
            case 0x746D: return .mediaType // mt
            default: return nil
            }
        case 3:
            switch low {
            case 0x6E7061: return .androidPackageName // apn
            case 0x6C6661: return .androidFallback // afl
            case 0x766D61: return .androidMinimumVersionCode // amv
            case 0x696269: return .iosBundleID // ibi
            case 0x6C6669: return .iosFallback // ifl
            case 0x737569: return .iosCustomScheme // ius
            case 0x697369: return .iosAppStoreID // isi
            case 0x766D69: return .iosMinimumVersion // imv
            case 0x726665: return .forcedRedirect // efr
            case 0x6C666F: return .otherPlatformFallback // ofl
            default: return nil
            }
        case 4:
            switch low {
            case 0x6B6E_696C: return .link // link
            case 0x6962_7069: return .iPadBundleID // ipbi
            case 0x6C66_7069: return .iPadFallback // ipfl
            default: return nil
            }
        case 8:
            return low == 0x6D72_6574_5F6D_7475 ? .utmTerm : nil // utm_term
        case 10:
            switch (low, high) {
            case (0x7275_6F73_5F6D_7475, 0x6563): return .utmSource // utm_source
            case (0x6964_656D_5F6D_7475, 0x6D75): return .utmMedium // utm_medium
            default: return nil
            }
        case 11:
            return low == 0x746E_6F63_5F6D_7475 && high == 0x74_6E65 ? .utmContent : nil // utm_content
        case 12:
            return low == 0x706D_6163_5F6D_7475 && high == 0x6E67_6961 ? .utmCampaign : nil // utm_campaign
        default:
            return nil
        }
    }
}
