import Foundation
import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard serve --attribution-limit`: the install- and reopen-attribution calls one
    /// address may make, answered `429` with `Retry-After` past the limit, or never with `off`.
    @Suite(
        "switchyard serve --attribution-limit",
        .switchyardBuilt, .curlInstalled)
    struct ServeRateLimitTests {
        @Test("2/3600 answers the third call 429 with Retry-After; off answers 65 calls without one")
        func attributionLimit() async throws {
            guard let curl = requireCurl() else { return }
            let (limited, unlimited) = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<([String], [String]), any Error>) in
                Foundation.Thread.detachNewThread {
                    continuation.resume(with: Result { (try Self.statuses(curl, limit: "2/3600", calls: 3), try Self.statuses(curl, limit: "off", calls: 65)) })
                }
            }
            #expect(limited.count == 3)
            #expect(limited.prefix(2).allSatisfy { !$0.hasPrefix("429") }, "\(limited)")
            #expect(limited.last?.hasPrefix("429 ") == true, "\(limited)")
            // A bucket of 2 that refills over an hour: the next call is half an hour away.
            let retryAfter = Int(limited.last?.split(separator: " ").last ?? "") ?? 0
            #expect(retryAfter > 1700 && retryAfter <= 1800, "\(limited)")
            #expect(unlimited.count == 65)
            #expect(!unlimited.contains { $0.hasPrefix("429") }, "\(unlimited)")
        }

        /// The status of each of `calls` installAttribution calls from one address to a serve
        /// given `--attribution-limit limit`, with the `Retry-After` header's value after it.
        static func statuses(_ curl: String, limit: String, calls: Int) throws -> [String] {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-limit-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let server = try ServeProcess(["--attribution-limit", limit], logPath: directory + "/log")
            defer { _ = server.stop() }
            let url = "http://127.0.0.1:\(server.port)/v1/installAttribution"
            let text = try runCurl(
                curl,
                ["-s", "-w", "%{http_code} %header{retry-after}\\n", "--data-binary", #"{"platform":"ios"}"#]
                    + (0..<calls).flatMap { _ in ["-o", "/dev/null", url] })
            return text.split(separator: "\n").map { String($0.trimmingCharacters(in: .whitespaces)) }
        }
    }
}
