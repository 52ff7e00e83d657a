import Foundation
import Switchyard
import SwitchyardLinkService
import Testing

// The Swift listings of Docs/LinkService.md that need no outside framework, as they appear
// there (the Hummingbird and Vapor listings are not compiled: the package has no dependencies).

// --- Docs/LinkService.md, "Storage" ---

/// The database a team already has, as far as the store needs it.
protocol LinkTable: Sendable {
    func suffix(forLongLink longLink: String, option: String) async throws -> String?
    func longLink(forSuffix suffix: String) async throws -> String?
    /// Inserts the row; false when the suffix is taken (a unique-index conflict).
    func insert(suffix: String, longLink: String, option: String) async throws -> Bool
    func count(option: String, length: Int) async throws -> Int
}

struct DatabaseLinkStore<Table: LinkTable>: LinkStore {
    let table: Table

    func longLink(forSuffix suffix: String) async throws -> String? {
        try await table.longLink(forSuffix: suffix)
    }

    func create(longLink: String, option: SuffixOption) async throws -> StoredLink {
        if let suffix = try await table.suffix(forLongLink: longLink, option: option.rawValue) {
            return StoredLink(suffix: suffix, longLink: longLink, option: option)
        }
        var generator = SuffixGenerator()
        var length = SuffixGenerator<SystemRandomNumberGenerator>.unguessableLength
        if option == .short {
            length = SuffixGenerator<SystemRandomNumberGenerator>.minimumShortLength
            while Double(try await table.count(option: option.rawValue, length: length)) >= ShortSuffixLength.fillRatio * ShortSuffixLength.space(length) {
                length += 1
            }
        }
        while true {
            for _ in 0..<ShortSuffixLength.maximumDraws {
                let suffix = generator.suffix(length: length)
                if try await table.insert(suffix: suffix, longLink: longLink, option: option.rawValue) {
                    return StoredLink(suffix: suffix, longLink: longLink, option: option)
                }
                // Another server may have stored the same long link meanwhile.
                if let suffix = try await table.suffix(forLongLink: longLink, option: option.rawValue) {
                    return StoredLink(suffix: suffix, longLink: longLink, option: option)
                }
            }
            length += 1
        }
    }
}

// --- end of the listings ---

/// A table in memory with the unique indexes the guide asks for.
actor MemoryLinkTable: LinkTable {
    private var rows: [String: (longLink: String, option: String)] = [:]
    func suffix(forLongLink longLink: String, option: String) -> String? {
        rows.first { $0.value.longLink == longLink && $0.value.option == option }?.key
    }
    func longLink(forSuffix suffix: String) -> String? { rows[suffix]?.longLink }
    func insert(suffix: String, longLink: String, option: String) -> Bool {
        guard rows[suffix] == nil, self.suffix(forLongLink: longLink, option: option) == nil else { return false }
        rows[suffix] = (longLink, option)
        return true
    }
    func count(option: String, length: Int) -> Int { rows.filter { $0.value.option == option && $0.key.utf8.count == length }.count }
}

@Suite("Documentation examples")
struct DocumentationExamples {
    @Test("the shared-database store of the guide works as a LinkStore")
    func databaseStore() async throws {
        let store = DatabaseLinkStore(table: MemoryLinkTable())
        let long = testPrefix + "/?link=https://raycipe.example.com/recipes/2"
        let first = try await store.create(longLink: long, option: .short)
        #expect(first.suffix.utf8.count == 4)
        #expect(try await store.create(longLink: long, option: .short) == first)
        #expect(try await store.create(longLink: long, option: .unguessable).suffix.utf8.count == 17)
        let service = LinkService(configuration: makeService().configuration, store: store)
        let click = await service.respond(to: request("GET", "/" + first.suffix, agent: Agent.windowsChrome))
        #expect(click.header("Location") == "https://raycipe.example.com/recipes/2")
    }

    @Test("the library listing")
    func library() async throws {
        let routesText = "recipe.detail https://raycipe.example.com/recipes/:id(int)\n"
        let apiKey = "a long random key"
        let fingerprint = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
        let directory = try temporaryDirectory()
        let storePath = directory + "/links.jsonl"

        // --- Docs/LinkService.md, "The library" ---
        let table = try RouteTable(routesFile: routesText, fileName: "app.routes")
        var configuration = LinkServiceConfiguration(
            prefix: "https://l.raycipe.example.com",
            allowlist: try LinkAllowlist(patterns: ["https://raycipe.example.com/**", "https://web.raycipe.example.com/**"])
        )
        configuration.apiKeys = [apiKey] // no key: creating is off
        configuration.routes = table // for the association files
        configuration.association.appIDs = ["ABCDE12345.com.example.raycipe"]
        configuration.association.androidPackage = "com.example.raycipe"
        configuration.association.androidFingerprints = [fingerprint]
        let service = LinkService(configuration: configuration, store: try FileLinkStore(path: storePath))

        let response = await service.respond(
            to: LinkRequest(
                method: "GET", target: "/7H68",
                headers: [("User-Agent", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) …")],
                clientAddress: "203.0.113.7"
            ))
        // --- end ---
        #expect(response.status == 404)
        #expect(FileManager.default.fileExists(atPath: storePath))
        let apple = await service.respond(to: LinkRequest(method: "GET", path: "/.well-known/apple-app-site-association"))
        #expect(apple.status == 200)
    }
}
