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
