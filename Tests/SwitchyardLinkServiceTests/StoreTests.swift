import Foundation
@testable import SwitchyardLinkService
import Testing

@Suite("Link stores")
struct StoreTests {
    static let long = "https://l.raycipe.example.com/?link=https://raycipe.example.com/recipes/"

    @Test("the same long link with the same option gets the same suffix; another option another")
    func sameLongLink() async throws {
        let store: any LinkStore = InMemoryLinkStore()
        let first = try await store.create(longLink: Self.long + "1", option: .short)
        let again = try await store.create(longLink: Self.long + "1", option: .short)
        let unguessable = try await store.create(longLink: Self.long + "1", option: .unguessable)
        #expect(first == again)
        #expect(first.suffix.utf8.count == 4)
        #expect(unguessable.suffix.utf8.count == 17)
        #expect(unguessable.suffix != first.suffix)
        #expect(try await store.longLink(forSuffix: first.suffix) == Self.long + "1")
    }

    @Test("suffixes are case-sensitive")
    func caseSensitive() async throws {
        var index = LinkIndex()
        index.insert(StoredLink(suffix: "AbCd", longLink: Self.long + "1", option: .short))
        #expect(index.link(forSuffix: "abcd") == nil)
        let lowerAdded = index.insert(StoredLink(suffix: "abcd", longLink: Self.long + "2", option: .short))
        #expect(lowerAdded)
        #expect(index.link(forSuffix: "AbCd")?.longLink == Self.long + "1")
        let takenAdded = index.insert(StoredLink(suffix: "AbCd", longLink: Self.long + "3", option: .short))
        #expect(!takenAdded)
    }

    @Test("many tasks creating at once get distinct suffixes, and the file keeps them all")
    func concurrentCreates() async throws {
        let path = try temporaryDirectory() + "/links.jsonl"
        let store = try FileLinkStore(path: path)
        let links = try await withThrowingTaskGroup(of: StoredLink.self) { group in
            for number in 0..<300 {
                group.addTask { try await store.create(longLink: Self.long + String(number % 250), option: number % 2 == 0 ? .short : .unguessable) }
            }
            var all: [StoredLink] = []
            for try await link in group { all.append(link) }
            return all
        }
        let byKey = Dictionary(grouping: links) { "\($0.longLink) \($0.option)" }
        // Repeated long links with the same option got one suffix between them.
        for (_, group) in byKey { #expect(Set(group.map(\.suffix)).count == 1) }
        let distinct = Set(links.map(\.suffix))
        #expect(distinct.count == byKey.count)
        let reopened = try FileLinkStore(path: path)
        #expect(reopened.recovery == nil)
        #expect(await reopened.count == byKey.count)
        for link in links { #expect(await reopened.longLink(forSuffix: link.suffix) == link.longLink) }
    }

    struct TornCase: Sendable, CustomStringConvertible {
        var description: String
        var tail: String
        var note: String
    }

    @Test(
        "a torn last line is cut off and reported; the acknowledged records stay",
        arguments: [
            TornCase(description: "half a record", tail: #"{"suffix":"Zz9z","opt"#, note: "ignored a torn last line (21 bytes, no line end); it was never acknowledged"),
            TornCase(
                description: "a whole record without its line end", tail: #"{"suffix":"Zz9z","option":"SHORT","longLink":"https://l.raycipe.example.com/?link=https://raycipe.example.com/x"}"#,
                note: "ignored a torn last line (113 bytes, no line end); it was never acknowledged"),
            TornCase(description: "garbage with a line end", tail: "\u{0}\u{0}\u{0}\n", note: "ignored a torn last line (4 bytes, not JSON: unexpected character at byte 0); it was never acknowledged"),
        ])
    func tornLastLine(_ torn: TornCase) async throws {
        let path = try temporaryDirectory() + "/links.jsonl"
        let good =
            StoredLink(suffix: "AbCd", longLink: Self.long + "1", option: .short).recordLine
            + StoredLink(suffix: "q3ZbT0xW9kLmR2aPv", longLink: Self.long + "2", option: .unguessable).recordLine
        try Data((good + torn.tail).utf8).write(to: URL(fileURLWithPath: path))
        let store = try FileLinkStore(path: path)
        #expect(store.recovery == "\(path):3: " + torn.note)
        #expect(await store.count == 2)
        #expect(await store.longLink(forSuffix: "AbCd") == Self.long + "1")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == good)
        let added = try await store.create(longLink: Self.long + "3", option: .short)
        let reopened = try FileLinkStore(path: path)
        #expect(reopened.recovery == nil)
        #expect(await reopened.longLink(forSuffix: added.suffix) == Self.long + "3")
        #expect(await reopened.count == 3)
    }

    @Test("a bad line before the last is damage: opening fails and names the line")
    func damagedMiddleLine() throws {
        let path = try temporaryDirectory() + "/links.jsonl"
        let text =
            StoredLink(suffix: "AbCd", longLink: Self.long + "1", option: .short).recordLine
            + #"{"suffix":"Ab.d","option":"SHORT","longLink":"x"}"# + "\n"
            + StoredLink(suffix: "AbCe", longLink: Self.long + "2", option: .short).recordLine
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: LinkStoreError("\(path):2: not a link record (no valid \"suffix\")")) { try FileLinkStore(path: path) }
    }

    @Test("a store that cannot be opened says why")
    func unopenable() {
        #expect(throws: LinkStoreError("cannot open the link store /nonexistent-dir/links.jsonl: No such file or directory")) {
            try FileLinkStore(path: "/nonexistent-dir/links.jsonl")
        }
    }
}
