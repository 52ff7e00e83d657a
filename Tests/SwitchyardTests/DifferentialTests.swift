@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Random tables and random URLs, routed by the real router and by the simple reference in
    /// Support/ReferenceRouter.swift (each route decided on its own, then the most specific
    /// picked by the rules of "Which route wins" in Docs/PatternSyntax.md). Seeded, so a failure names a seed that reproduces it.
    @Suite("Differential: router against a reference")
    struct DifferentialTests {
        static let literals: [(raw: String, decoded: String)] = [
            ("a", "a"), ("b", "b"), ("1", "1"), ("true", "true"), ("x%2Fy", "x/y"), ("caf%C3%A9", "café"), ("café", "café"), ("Ab", "Ab"),
        ]
        static let urlSegments: [(raw: String, decoded: String)] =
            literals + [
                ("-7", "-7"), ("2.5", "2.5"), ("1e3", "1e3"), ("false", "false"), ("zz", "zz"), ("9223372036854775808", "9223372036854775808"),
                ("00000000-0000-0000-0000-00000000000A", "00000000-0000-0000-0000-00000000000A"), ("%61", "a"), ("%31", "1"), ("A", "A"), ("aB", "aB"), ("CAFé", "CAFé"), ("TRUE", "TRUE"),
            ]
        static let sources: [RefRoute.Source] = [.unpinned, .unpinned, .unpinned, .custom("app"), .web("h.example")]
        static let urlSources: [RefRoute.Source] = [.unpinned, .unpinned, .custom("app"), .web("h.example"), .web("evil.example"), .custom("other")]
        static let queryItems: [(String, String)] = [
            ("k", "1"), ("k", "v"), ("k", "2.5"), ("k", ""), ("m", "1"), ("m", "true"), ("m", "v"), ("z", "1"),
        ]

        static func randomRoute(_ index: Int, _ random: inout SeededRandom) -> RefRoute {
            var segments: [RefRoute.Segment] = []
            var names = 0
            func nextName() -> String { names += 1; return "p\(names)" }
            let length = Int.random(in: 0...4, using: &random)
            for position in 0..<length {
                let roll = Int.random(in: 0..<100, using: &random)
                switch roll {
                case ..<40:
                    let literal = literals.randomElement(using: &random)!
                    segments.append(.literal(raw: literal.raw, decoded: literal.decoded))
                case ..<65: segments.append(.typed(kind: Int.random(in: 1...4, using: &random), name: nextName()))
                case ..<80: segments.append(.name(nextName()))
                case ..<90: segments.append(.star)
                default:
                    if position == length - 1 {
                        segments.append(.rest(Bool.random(using: &random) ? nextName() : nil))
                    } else {
                        segments.append(.star)
                    }
                }
            }
            var constraints: [RefRoute.Constraint] = []
            for key in ["k", "m"] where Int.random(in: 0..<100, using: &random) < 25 {
                let value: RefRoute.ConstraintValue
                switch Int.random(in: 0..<4, using: &random) {
                case 0: value = .present
                case 1: value = .literal(["1", "v", "true"].randomElement(using: &random)!)
                case 2: value = .typed(kind: Int.random(in: 1...3, using: &random), name: nextName())
                default: value = .name(nextName())
                }
                constraints.append(RefRoute.Constraint(key: key, value: value))
            }
            if Bool.random(using: &random) { constraints.reverse() }
            return RefRoute(name: "r\(index)", source: sources.randomElement(using: &random)!, segments: segments, constraints: constraints)
        }

        static func randomURL(_ random: inout SeededRandom) -> RefURL {
            let count = Int.random(in: 0...5, using: &random)
            let segments = (0..<count).map { _ in urlSegments.randomElement(using: &random)! }
            let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in queryItems.randomElement(using: &random)! }
            return RefURL(source: urlSources.randomElement(using: &random)!, segments: segments, query: items.map { (name: $0.0, value: $0.1) })
        }

        /// URLs made to hit the table: each route's own path, filled in with segments it accepts.
        static func targetedURL(for route: RefRoute, _ random: inout SeededRandom) -> RefURL {
            var segments: [(raw: String, decoded: String)] = []
            for segment in route.segments {
                switch segment {
                case .literal(let raw, let decoded): segments.append((raw, decoded))
                case .typed(let kind, _):
                    let samples: [Int: [String]] = [1: ["true", "false"], 2: ["1", "-7"], 3: ["2.5", "1e3", "1"], 4: ["00000000-0000-0000-0000-00000000000A"]]
                    let text = samples[kind]!.randomElement(using: &random)!
                    segments.append((text, text))
                case .name, .star: segments.append(urlSegments.randomElement(using: &random)!)
                case .rest:
                    for _ in 0..<Int.random(in: 0...2, using: &random) { segments.append(urlSegments.randomElement(using: &random)!) }
                }
            }
            var query: [(name: String, value: String)] = []
            for constraint in route.constraints {
                switch constraint.value {
                case .present: query.append((constraint.key, ""))
                case .literal(let v): query.append((constraint.key, v))
                case .typed(let kind, _): query.append((constraint.key, kind == 1 ? "true" : "1"))
                case .name: query.append((constraint.key, "v"))
                }
            }
            if Int.random(in: 0..<4, using: &random) == 0 { query.append(queryItems.randomElement(using: &random)!) }
            query.shuffle(using: &random)
            return RefURL(source: route.source, segments: segments, query: query)
        }

        static let seeds: [UInt64] = Array(1...8)

        struct Report: Sendable {
            var compared = 0, matched = 0, conflicts = 0, keyOnlyOrders = 0
            var failures: [String] = []

            /// Records every disagreement, and expects the random cases to have exercised
            /// something: more than `minimum` lookups, more than one in `hitShare` of them hits.
            func expectAgreement(compared minimum: Int, hitShare: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
                for failure in failures { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
                #expect(compared > minimum, sourceLocation: sourceLocation)
                #expect(matched > compared / hitShare, "only \(matched) of \(compared) lookups matched", sourceLocation: sourceLocation)
            }
        }

        /// Routes 150 random tables with about 25 URLs each, router against reference.
        static func run(seed: UInt64, caseInsensitive: Bool = false) -> Report {
            var random = SeededRandom(seed: seed)
            var report = Report()
            for round in 0..<150 where report.failures.count < 5 {
                let routes = (0..<Int.random(in: 1...10, using: &random)).map { randomRoute($0, &random) }
                let listing = routes.map(\.description).joined(separator: "\n")
                let reference = ReferenceRouter(routes, caseInsensitive: caseInsensitive)
                let built: RouteTable?
                do throws(RouteTableError) {
                    var options = RouteTableOptions()
                    options.caseInsensitivePaths = caseInsensitive
                    built = try makeTable(routes.map { ($0.name, $0.pattern) }, options: options)
                } catch {
                    built = nil
                    // Warnings travel with the errors; every error must be a conflict.
                    let errors = error.problems.filter { $0.severity == .error }
                    if !errors.allSatisfy({ $0.message.hasPrefix("conflicts with route") }) {
                        report.failures.append("seed \(seed) round \(round): not only conflicts: \(error)")
                    }
                }
                if (built == nil) != reference.hasConflict {
                    report.failures.append("seed \(seed) round \(round): built \(built != nil), reference conflict \(reference.hasConflict)\n\(listing)")
                }
                guard let table = built else { report.conflicts += 1; continue }
                let warnsOfKeys = table.warnings.contains { $0.message.contains("by its query keys alone") }
                if warnsOfKeys != reference.ordersByKeysAlone {
                    report.failures.append("seed \(seed) round \(round): warns of key-only order \(warnsOfKeys), reference \(reference.ordersByKeysAlone)\n\(listing)")
                }
                if warnsOfKeys { report.keyOnlyOrders += 1 }
                var urls = (0..<20).map { _ in randomURL(&random) }
                for route in routes { urls.append(targetedURL(for: route, &random)) }
                for url in urls {
                    let expected = reference.route(url)
                    let got = outcome(table, url.text)
                    report.compared += 1
                    if expected != "!no-route" { report.matched += 1 }
                    if got != expected {
                        report.failures.append(
                            """
                            seed \(seed) round \(round): \(url.text)
                              router:    \(got)
                              reference: \(expected)
                            table:
                            \(listing)
                            """)
                    }
                }
            }
            return report
        }

        @Test("random tables and URLs: the router agrees with the reference", arguments: seeds)
        func agreesWithReference(_ seed: UInt64) async throws {
            let report = try await offCooperativePool { Self.run(seed: seed) }
            // The random cases must exercise something: many lookups, many of them hits, some conflicts.
            report.expectAgreement(compared: 3_000, hitShare: 5)
            #expect(report.conflicts > 0)
        }

        /// Tables of routes that share one path and differ in their query constraints (keys
        /// `a`, `k`, `m`, `z`, every kind), with URLs that satisfy several of them: rule 4 and
        /// the key-only warning, router against reference.
        static func runQueryRanking(seed: UInt64) -> Report {
            var random = SeededRandom(seed: seed)
            var report = Report()
            let keys = ["a", "k", "m", "z"]
            for round in 0..<300 where report.failures.count < 5 {
                var routes: [RefRoute] = []
                for index in 0..<Int.random(in: 2...4, using: &random) {
                    var names = 0
                    var constraints: [RefRoute.Constraint] = []
                    for key in keys.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random)) {
                        names += 1
                        let value: RefRoute.ConstraintValue
                        switch Int.random(in: 0..<4, using: &random) {
                        case 0: value = .present
                        case 1: value = .literal(["1", "true"].randomElement(using: &random)!)
                        case 2: value = .typed(kind: Int.random(in: 1...3, using: &random), name: "q\(names)")
                        default: value = .name("q\(names)")
                        }
                        constraints.append(RefRoute.Constraint(key: key, value: value))
                    }
                    routes.append(RefRoute(name: "r\(index)", source: .unpinned, segments: [.literal(raw: "u", decoded: "u")], constraints: constraints))
                }
                let listing = routes.map(\.description).joined(separator: "\n")
                let reference = ReferenceRouter(routes)
                guard let table = try? makeTable(routes.map { ($0.name, $0.pattern) }) else {
                    if !reference.hasConflict { report.failures.append("seed \(seed) round \(round): not built, reference has no conflict\n\(listing)") }
                    report.conflicts += 1
                    continue
                }
                if reference.hasConflict { report.failures.append("seed \(seed) round \(round): built, reference has a conflict\n\(listing)") }
                let warnsOfKeys = table.warnings.contains { $0.message.contains("by its query keys alone") }
                if warnsOfKeys != reference.ordersByKeysAlone {
                    report.failures.append("seed \(seed) round \(round): warns of key-only order \(warnsOfKeys), reference \(reference.ordersByKeysAlone)\n\(listing)")
                }
                if warnsOfKeys { report.keyOnlyOrders += 1 }
                for _ in 0..<8 {
                    let query = keys.filter { _ in Int.random(in: 0..<100, using: &random) < 80 }
                        .map { ($0, ["1", "true", "2.5", "x", ""].randomElement(using: &random)!) }
                    let url = RefURL(source: .unpinned, segments: [("u", "u")], query: query.shuffled(using: &random))
                    let expected = reference.route(url)
                    let got = outcome(table, url.text)
                    report.compared += 1
                    if expected != "!no-route" { report.matched += 1 }
                    if got != expected {
                        report.failures.append("seed \(seed) round \(round): \(url.text)\n  router:    \(got)\n  reference: \(expected)\ntable:\n\(listing)")
                    }
                }
            }
            return report
        }

        @Test("routes that differ only in query constraints: the router ranks them as the reference does", arguments: [UInt64(11), 12, 13, 14])
        func queryRankingAgreesWithReference(_ seed: UInt64) async throws {
            let report = try await offCooperativePool { Self.runQueryRanking(seed: seed) }
            report.expectAgreement(compared: 1_000, hitShare: 3)
            #expect(report.keyOnlyOrders > 10)
        }

        @Test("case-insensitive paths: the router agrees with the reference", arguments: [UInt64(101), 102, 103])
        func caseInsensitiveAgreesWithReference(_ seed: UInt64) async throws {
            let report = try await offCooperativePool { Self.run(seed: seed, caseInsensitive: true) }
            report.expectAgreement(compared: 3_000, hitShare: 5)
        }

        @Test("the reference itself knows the rules it is compared on")
        func referenceSanity() {
            let routes = [
                RefRoute(name: "lit", source: .unpinned, segments: [.literal(raw: "a", decoded: "a")], constraints: []),
                RefRoute(name: "int", source: .unpinned, segments: [.typed(kind: 2, name: "n")], constraints: []),
                RefRoute(name: "name", source: .unpinned, segments: [.name("s")], constraints: []),
                RefRoute(name: "star", source: .unpinned, segments: [.star], constraints: []),
                RefRoute(name: "rest", source: .unpinned, segments: [.rest("r")], constraints: []),
            ]
            let reference = ReferenceRouter(routes)
            func url(_ segments: String...) -> RefURL {
                RefURL(source: .unpinned, segments: segments.map { ($0, $0) }, query: [])
            }
            #expect(reference.route(url("a")) == "lit()")
            #expect(reference.route(url("5")) == "int(n=5)")
            #expect(reference.route(url("x")) == "name(s=x)")
            #expect(reference.route(url("x", "y")) == "rest(r=x/y)")
            #expect(reference.route(url()) == "rest(r=)")
            #expect(ReferenceRouter(Array(routes[3...])).route(url("x")) == "star()")
            #expect(!reference.hasConflict)
            #expect(ReferenceRouter([routes[2], RefRoute(name: "n2", source: .unpinned, segments: [.name("t")], constraints: [])]).hasConflict)
        }
    }
}
