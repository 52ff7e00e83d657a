/// The `assetlinks.json` file (Digital Asset Links): the Android app that may open the
/// domain's links, by package name and signing-certificate fingerprints.
///
/// ```swift
/// let text = try AssetLinks.file(configuration: configuration)
/// // [{"relation":["delegate_permission/common.handle_all_urls"],"target":{"namespace":"android_app",…}}]
/// ```
public enum AssetLinks {
    /// The file's JSON text (indented, with a final `\n`).
    ///
    /// - Throws: ``AssociationError`` when the package name or a fingerprint is missing or
    ///   malformed. Fingerprints are written upper-case.
    public static func file(configuration: AssociationConfiguration) throws(AssociationError) -> String {
        guard let package = configuration.androidPackage else { throw AssociationError("assetlinks.json needs the Android package name") }
        guard isPackageName(package) else {
            throw AssociationError("'\(package)' is not an Android package name (two or more dot-separated identifiers, com.example.app)")
        }
        guard !configuration.androidFingerprints.isEmpty else {
            throw AssociationError("assetlinks.json needs the SHA-256 fingerprint of the app's signing certificate")
        }
        var fingerprints: [JSONValue] = []
        for fingerprint in configuration.androidFingerprints {
            guard let normal = normalisedFingerprint(fingerprint) else {
                throw AssociationError("'\(fingerprint)' is not a SHA-256 fingerprint: 32 hex bytes separated by colons (14:6D:E9:…)")
            }
            fingerprints.append(.string(normal))
        }
        let document = JSONValue.array([
            .object([
                ("relation", .array([.string("delegate_permission/common.handle_all_urls")])),
                (
                    "target",
                    .object([
                        ("namespace", .string("android_app")),
                        ("package_name", .string(package)),
                        ("sha256_cert_fingerprints", .array(fingerprints)),
                    ])
                ),
            ])
        ])
        return JSONText.pretty(document) + "\n"
    }

    /// `AB:CD:…` upper-case, or `nil` when `text` is not 32 hex bytes separated by colons.
    static func normalisedFingerprint(_ text: String) -> String? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 32 else { return nil }
        for part in parts {
            guard part.utf8.count == 2, part.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x46) || ($0 >= 0x61 && $0 <= 0x66) }) else { return nil }
        }
        return String(decoding: text.utf8.map { $0 >= 0x61 && $0 <= 0x66 ? $0 - 0x20 : $0 }, as: UTF8.self)
    }

    /// Whether `text` is a Java-style package name with at least two parts.
    static func isPackageName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        return parts.allSatisfy { part in
            guard let first = part.utf8.first, (first >= 0x41 && first <= 0x5A) || (first >= 0x61 && first <= 0x7A) else { return false }
            return part.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F }
        }
    }
}
