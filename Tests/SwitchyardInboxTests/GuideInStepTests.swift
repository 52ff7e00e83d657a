import Foundation
import Testing

extension InboxTests {
    /// Docs/PendingLinks.md and DocumentationExamples.swift stay in step: every Swift listing of
    /// the guide that needs no Apple framework is, line for line, in the file that runs it.
    @Suite("Docs/PendingLinks.md in step")
    struct GuideInStepTests {
        static let root: String = {
            var url = URL(fileURLWithPath: #filePath)
            url.deleteLastPathComponent() // SwitchyardInboxTests
            url.deleteLastPathComponent() // Tests
            url.deleteLastPathComponent()
            return url.path
        }()

        /// The fenced blocks of a Markdown text in the given language, each as its lines.
        static func blocks(_ text: String, language: String) -> [[String]] {
            var blocks: [[String]] = []
            var current: [String]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if current == nil, line == "```" + language {
                    current = []
                } else if current != nil, line == "```" {
                    blocks.append(current!)
                    current = nil
                } else {
                    current?.append(line)
                }
            }
            return blocks
        }

        static func trimmed(_ line: String) -> String {
            String(line.drop(while: { $0 == " " }))
        }

        @Test("every Swift listing without SwiftUI is in DocumentationExamples.swift")
        func listingsAreRun() throws {
            let guide = try String(contentsOfFile: Self.root + "/Docs/PendingLinks.md", encoding: .utf8)
            let examples = try String(contentsOfFile: Self.root + "/Tests/SwitchyardInboxTests/DocumentationExamples.swift", encoding: .utf8)
            let exampleLines = examples.split(separator: "\n", omittingEmptySubsequences: false).map { Self.trimmed(String($0)) }
            let listings = Self.blocks(guide, language: "swift").filter { block in
                !block.contains { $0.contains("SwiftUI") || $0.contains("EnvironmentKey") }
            }
            #expect(listings.count == 6)
            for listing in listings {
                let wanted = listing.map(Self.trimmed)
                let found = exampleLines.indices.contains { start in
                    start + wanted.count <= exampleLines.count && Array(exampleLines[start..<(start + wanted.count)]) == wanted
                }
                #expect(found, "not in DocumentationExamples.swift:\n\(listing.joined(separator: "\n"))")
            }
        }
    }
}
