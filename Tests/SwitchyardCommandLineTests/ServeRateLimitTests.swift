import Foundation
import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard serve --attribution-limit`: the install- and reopen-attribution calls one
    /// address may make, answered `429` with `Retry-After` past the limit, or never with `off`.
    @Suite(
        "switchyard serve --attribution-limit",
        .enabled(if: switchyardExecutable != nil, "the switchyard executable was not built"),
        .enabled(if: curlExecutable != nil || toolsRequired, "needs curl (Debian package curl)"))
    struct ServeRateLimitTests {
        @Test("2/3600 answers the third call 429 with Retry-After; off answers 65 calls without one")
        func attributionLimit() async throws {
            guard let curl = curlExecutable else {
                Issue.record("curl is missing (Debian package curl: apt-get install curl), and SWITCHYARD_REQUIRE_TOOLS=1 makes that a failure")
                return
            }
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
            let process = Process()
            process.executableURL = URL(fileURLWithPath: curl)
            let url = "http://127.0.0.1:\(server.port)/v1/installAttribution"
            process.arguments =
                ["-s", "-w", "%{http_code} %header{retry-after}\\n", "--data-binary", #"{"platform":"ios"}"#]
                + (0..<calls).flatMap { _ in ["-o", "/dev/null", url] }
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return text.split(separator: "\n").map { String($0.trimmingCharacters(in: .whitespaces)) }
        }
    }
}
