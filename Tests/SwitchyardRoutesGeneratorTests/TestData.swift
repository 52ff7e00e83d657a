import Foundation

/// The routes files the router's own tests read (Tests/SwitchyardTests/Data), found relative to
/// this source file: the shared tables and the conformance tables with their URLs.
enum TestData {
    static let directory: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent() // SwitchyardRoutesGeneratorTests
        url.deleteLastPathComponent() // Tests
        return url.appendingPathComponent("SwitchyardTests/Data").path
    }()

    static func read(_ folder: String, _ name: String) throws -> String {
        try String(contentsOfFile: "\(directory)/\(folder)/\(name)", encoding: .utf8)
    }

    /// The stems of the `.routes` files in `folder`, sorted.
    static func tables(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(directory)/\(folder)")) ?? []
        return names.filter { $0.hasSuffix(".routes") }.map { String($0.dropLast(".routes".count)) }.sorted()
    }

    /// The first field of each line of a `.paths` or `.cases` file: the URLs to route.
    static func urls(_ text: String) -> [String] {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").first.map(String.init) }
    }
}
