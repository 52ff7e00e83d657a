import Foundation

/// Expected output kept as a file in `Data/` beside these tests (text whole, as the command
/// prints it), found relative to this source file. A file that cannot be read gives a text
/// naming it, which no output equals, so the comparison fails and says why.
func goldenFile(_ name: String) -> String {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let path = directory.appendingPathComponent("Data").appendingPathComponent(name).path
    do {
        return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
        return "<the golden file \(path) cannot be read: \(error)>"
    }
}

/// The rows of a tab-separated file in `Data/`, each with its line number: lines starting
/// with `#` and blank lines are skipped. A file that cannot be read gives one row holding
/// its problem, which no test's expectation matches.
func dataRows(_ name: String) -> [(line: Int, fields: [String])] {
    let text = goldenFile(name)
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
        guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
        return (index + 1, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))
    }
}
