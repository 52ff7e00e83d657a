@testable import Switchyard

// What the scanner-edge suites (ScannerQueryEdgeTests, ScannerAuthorityEdgeTests,
// ScannerSchemeEdgeTests) read of a lookup or a scan, each as one line of text, so that a
// failed expectation prints what the scanner did.

enum ScannerProbe {
    /// What a lookup says of `url`: `!reason: detail @offset` for a miss, `ok` for a match.
    static func miss(_ result: MatchResult) -> String {
        guard let miss = result.noMatch else { return "ok" }
        return "!\(miss.reason.description): \(miss.detail) @\(miss.offset.map(String.init) ?? "-")"
    }

    /// The scheme and host the scanner finds in `text` (`-` for none), or its failure as
    /// `!detail @offset`.
    static func schemeAndHost(_ text: String) -> String {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var url = ScannedURL(range: 0..<buffer.count)
            if let failure = URLScanner.scanStructure(buffer, into: &url) {
                return "!\(failure.detail) @\(failure.offset.map(String.init) ?? "-")"
            }
            func text(_ range: Range<Int>) -> String { range.isEmpty ? "-" : String(decoding: bytes[range], as: UTF8.self) }
            return "\(text(url.scheme)) \(url.kind == .web ? text(url.host) : "-")"
        }
    }

    static let forbiddenDetail = "a space, control character or backslash inside the URL"
    static let notUTF8Detail = "the bytes are not UTF-8"
}
