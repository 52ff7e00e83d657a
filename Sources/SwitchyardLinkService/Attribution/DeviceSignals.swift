/// The coarse signals compared after an install: the system version from a user agent and
/// the first language of a locale list. Neither is stored with the address.
enum DeviceSignals {
    /// `iOS 18.1` from `… iPhone OS 18_1 like Mac OS X …` (or `CPU OS 18_1` on an iPad),
    /// `Android 14` from `… Android 14; …`; `nil` when neither is there.
    static func system(fromUserAgent userAgent: String) -> String? {
        if let range = userAgent.firstRange(of: "iPhone OS ") ?? userAgent.firstRange(of: "CPU OS ") {
            let version = userAgent[range.upperBound...].prefix { $0.isNumber || $0 == "_" }
            guard !version.isEmpty else { return nil }
            return "iOS " + version.split(separator: "_").joined(separator: ".")
        }
        if let range = userAgent.firstRange(of: "Android ") {
            let version = userAgent[range.upperBound...].prefix { $0.isNumber || $0 == "." }
            guard !version.isEmpty else { return nil }
            return "Android " + version
        }
        return nil
    }

    /// `en-gb` from `en-GB,en;q=0.9` or from `en_GB`; `nil` for an empty list or `*`.
    static func locale(_ text: String?) -> String? {
        guard let text else { return nil }
        let first = text.split(separator: ",").first.map { ASCIIText.trimmed($0.split(separator: ";").first ?? "") } ?? ""
        guard !first.isEmpty, first != "*" else { return nil }
        return ASCIIText.lowercased(String(first.replacing("_", with: "-")))
    }
}
