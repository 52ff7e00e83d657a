@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Random tables whose routes answer random methods, routed with each method by the real
    /// router (``RouteTable/route(_:method:)``) and by the reference of Support/ReferenceRouter.swift
    /// with the method rules of Docs/Servers.md added here: among the routes that match the
    /// path and query, the most specific that answers the method wins; when routes match but
    /// none answers it, `405` with every method they answer; else `404`. The tables share
    /// paths across nodes (a literal, a typed parameter, `:name`, `*` and `**` at one place),
    /// which is where a lookup may not stop at the first node whose routes refuse the method.
    @Suite("Differential: routing with methods against a reference")
    struct MethodDifferentialTests {
        static let methods: [HTTPMethod] = [.get, .post, .put, .delete]

        /// A route's methods: none (every method) for one in six, else a random non-empty set.
        static func randomMethods(_ random: inout SeededRandom) -> [HTTPMethod] {
            guard Int.random(in: 0..<6, using: &random) > 0 else { return [] }
            let chosen = methods.filter { _ in Bool.random(using: &random) }
            return chosen.isEmpty ? [methods.randomElement(using: &random)!] : chosen
        }

        /// The reference's answer: `name(params)`, `405 M, M…` (the declared methods of the
        /// matching routes, sorted) or `404`.
        static func expected(_ reference: ReferenceRouter, _ routes: [(RefRoute, [HTTPMethod])], _ url: RefURL, _ method: HTTPMethod) -> String {
            let answers: [String: [HTTPMethod]] = Dictionary(uniqueKeysWithValues: routes.map { ($0.0.name, $0.1) })
            let pinned = routes.map(\.0).filter { $0.source == url.source && url.source != .unpinned }
            let unpinned = routes.map(\.0).filter { $0.source == .unpinned }
            guard url.source == .unpinned || !pinned.isEmpty else { return "404" }
            var refused: Set<String> = []
            for group in [pinned, unpinned] {
                var best: (RefRoute, [String])?
                for route in group {
                    guard let params = reference.captures(route, url) else { continue }
                    let routeMethods = answers[route.name]!
                    guard routeMethods.isEmpty || routeMethods.contains(method) else {
                        refused.formUnion(routeMethods.map(\.rawValue))
                        continue
                    }
                    if let current = best, ReferenceRouter.compare(current.0, route) <= 0 { continue }
                    best = (route, params)
                }
                if let (route, params) = best { return "\(route.name)(\(params.joined(separator: ", ")))" }
            }
            return refused.isEmpty ? "404" : "405 " + refused.sorted().joined(separator: ", ")
        }

        /// The real router's answer in the reference's terms (the `Allow` list without the
        /// `HEAD` and `OPTIONS` the router adds).
        static func got(_ route: RequestRoute) -> String {
            switch route {
            case .matched(let match):
                return "\(match.routeName)(\(match.parameters.map { "\($0.name)=\($0.text)" }.joined(separator: ", ")))"
            case .methodNotAllowed(let allowed):
                return "405 " + allowed.methods.map(\.rawValue).filter { $0 != "HEAD" && $0 != "OPTIONS" }.joined(separator: ", ")
            case .notFound:
                return "404"
            default:
                return "\(route)"
            }
        }

        static func run(seed: UInt64, caseInsensitive: Bool = false) -> DifferentialTests.Report {
            var random = SeededRandom(seed: seed)
            var report = DifferentialTests.Report()
            for round in 0..<150 where report.failures.count < 5 {
                let routes = (0..<Int.random(in: 1...10, using: &random)).map {
                    (DifferentialTests.randomRoute($0, &random), randomMethods(&random))
                }
                let definitions = routes.map { RouteDefinition(name: $0.0.name, pattern: $0.0.pattern, methods: $0.1) }
                // Tables whose routes conflict for some method are the conflict tests' business.
                var options = RouteTableOptions()
                options.caseInsensitivePaths = caseInsensitive
                guard let table = try? RouteTable(definitions, options: options) else {
                    report.conflicts += 1
                    continue
                }
                let reference = ReferenceRouter(routes.map(\.0), caseInsensitive: caseInsensitive)
                let listing = routes.map { "\($0.0) \($0.1.map(\.rawValue))" }.joined(separator: "\n")
                var urls = (0..<10).map { _ in DifferentialTests.randomURL(&random) }
                for (route, _) in routes { urls.append(DifferentialTests.targetedURL(for: route, &random)) }
                for url in urls {
                    for method in methods + [HTTPMethod.patch] {
                        let expected = expected(reference, routes, url, method)
                        let got = got(table.route(url.text, method: method))
                        report.compared += 1
                        if expected != "404" { report.matched += 1 }
                        if got != expected {
                            report.failures.append("seed \(seed) round \(round): \(method) \(url.text)\n  router:    \(got)\n  reference: \(expected)\ntable:\n\(listing)")
                        }
                    }
                }
            }
            return report
        }

        @Test("random tables with methods: route, 405 with its methods, or 404, as the reference answers", arguments: [UInt64(201), 202, 203, 204, 205, 206])
        func agreesWithReference(_ seed: UInt64) async throws {
            let report = try await offCooperativePool { Self.run(seed: seed) }
            report.expectAgreement(compared: 3_000, hitShare: 5)
        }

        @Test("the same where paths ignore case", arguments: [UInt64(211), 212, 213])
        func caseInsensitiveAgreesWithReference(_ seed: UInt64) async throws {
            let report = try await offCooperativePool { Self.run(seed: seed, caseInsensitive: true) }
            report.expectAgreement(compared: 3_000, hitShare: 5)
        }
    }
}
