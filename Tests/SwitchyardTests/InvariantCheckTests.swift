@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/Architecture.md, "The unsafe boundary": the invariants of the types that read
    /// memory without the standard library's checks are checked here by functions of their
    /// own (`invariantViolations`), called explicitly, so that they hold in the configuration
    /// that ships (`swift test -c release`) as well as in debug builds, where `assert` also
    /// checks parts of them at each access.
    @Suite("Invariants of the unsafe types, in both configurations")
    struct InvariantCheckTests {
        /// Every violation found for `url` in `table`: the owned match's, the view's, and each
        /// key's of the table.
        static func violations(_ url: String, in table: RouteTable) -> [String] {
            var problems: [String] = []
            if let match = table.match(url).match {
                problems += match.invariantViolations().map { "match of \(url): \($0)" }
            }
            problems += table.withMatch(url) { $0.invariantViolations() }.map { "view of \(url): \($0)" }
            return problems
        }

        @Test("the shared tables: directory, keys, every match and view of their paths' variations", arguments: SharedTablesTests.tables)
        func sharedTables(_ name: String) async throws {
            let routesText = try TestData.read("routes", "\(name).routes")
            let paths = TestData.records(try TestData.read("routes", "\(name).paths")).map { $0.fields[0] }
            try #require(!paths.isEmpty)
            let problems = try await offCooperativePool { () throws -> [String] in
                let table = try makeTable(file: routesText, fileName: "\(name).routes")
                var problems = table.directoryViolations.map { "directory: \($0)" }
                for parameterName in Set(table.storage.parameterNames).sorted() {
                    let key = try #require(table.parameterKey(parameterName))
                    problems += key.resolved.invariantViolations().map { "key \(parameterName): \($0)" }
                    problems += ParameterKey(parameterName).resolved.invariantViolations().map { "unbound key \(parameterName): \($0)" }
                }
                for url in FastPathAgreementTests.urls(for: Array(paths.prefix(400))) where problems.count < 10 {
                    problems += Self.violations(url, in: table)
                }
                return problems
            }
            #expect(problems.isEmpty, "\(problems.prefix(10))")
        }

        @Test("more than eight capture slots, substrings, raw bytes and a view's match")
        func otherShapes() throws {
            let table = try makeTable([
                ("many", "/m/:a/:b/:c/:d/:e/:f/:g/:h/:i/:j?k=:k"), ("rest", "/r/:x/**rest"), ("web", "https://example.com/u/:id"),
            ])
            #expect(table.directoryViolations.isEmpty)
            for url in [
                "/m/1/2/3/4/5/6/7/8/9/10?k=11", "/m/a%20/2/3/4/5/6/7/8/9/x?k=a+b", "/r/x/a/b//c", "/r/%41/y",
                " https://EXAMPLE.com./u/7?q#frag ", "//example.com/u/8", "/nothing",
            ] {
                #expect(Self.violations(url, in: table).isEmpty, "\(url)")
                let base = "__" + url + "  tail"
                let slice = base.dropFirst(2).dropLast(6)
                if let match = table.match(slice).match { #expect(match.invariantViolations().isEmpty, "\(slice)") }
                if let match = table.match(utf8: Array(url.utf8)).match { #expect(match.invariantViolations().isEmpty, "\(url)") }
                if let match = table.withMatch(url, { $0.makeMatch() }) { #expect(match.invariantViolations().isEmpty, "\(url)") }
            }
            for name in ["a", "j", "k", "rest", "id", "x"] {
                let key = try #require(table.parameterKey(name))
                #expect(key.resolved.invariantViolations().isEmpty, "\(name)")
            }
        }

        @Test("a broken captured URL is reported")
        func brokenCapturedURL() throws {
            let table = try makeTable([("user", "/u/:id/:tab")])
            let match = try #require(table.match("/u/7/stars").match)
            #expect(match.invariantViolations().isEmpty)
            var found = match.found
            found.captures[inline: 1] = Captures.pack(3..<400)
            var text = "/u/7/stars"
            let problems = text.withUTF8 { found.invariantViolations(in: $0, slotCount: 2, extraCount: 0) { _ in 0 } }
            #expect(problems.count == 1 && problems.first?.contains("capture slot 1") == true, "\(problems)")
            found = match.found
            found.segmentCodeLimit = 64
            #expect(text.withUTF8 { found.invariantViolations(in: $0, slotCount: 2, extraCount: 0) { _ in 0 } }.count == 1)
            found = match.found
            found.trimmedSpan = ScannedURL.Span(lower: 0, upper: 11)
            #expect(!text.withUTF8 { found.invariantViolations(in: $0, slotCount: 2, extraCount: 0) { _ in 0 } }.isEmpty)
        }

        @Test("inline capture slots are read and written one by one, each its own")
        func inlineSlots() {
            var captures = Captures()
            for slot in Int32(0)..<Captures.inlineCapacity { captures[inline: slot] = Captures.pack(Int(slot)..<Int(slot) * 3 + 1) }
            for slot in Int32(0)..<Captures.inlineCapacity {
                #expect(Captures.unpack(captures[inline: slot]) == Int(slot)..<Int(slot) * 3 + 1)
            }
            #expect(captures.inline[0] == Captures.pack(0..<1) && captures.inline[7] == Captures.pack(7..<22))
        }

        @Test("a key's code says an inline segment by its low byte and gives back its entry")
        func keyCodes() {
            for slot in Int32(0)..<20 {
                for location in [RouteTableStorage.ParameterInfo.Location.segment, .rest, .query] {
                    let entry = ParameterDirectory.entry(slot: slot, location: location)
                    let code = ParameterKey.code(entry)
                    #expect(ParameterKey.entry(code) == entry)
                    let readInPlace = UInt8(truncatingIfNeeded: code) < UInt8(Captures.inlineCapacity)
                    #expect(readInPlace == (location == .segment && slot < Captures.inlineCapacity))
                    if readInPlace { #expect(code == Int(slot)) }
                }
            }
            #expect(ParameterKey.entry(ParameterKey.code(-1)) == -1)
            #expect(UInt8(truncatingIfNeeded: ParameterKey.code(-1)) == 0x80)
        }
    }
}
