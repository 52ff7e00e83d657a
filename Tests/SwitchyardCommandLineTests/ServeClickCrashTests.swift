import Foundation
import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard serve` killed with SIGKILL after clicks: every click answered more than a
    /// second before the kill is counted after a restart; after SIGTERM, every click is.
    @Suite(
        "switchyard serve, clicks counted across a kill",
        .switchyardBuilt, .curlInstalled)
    struct ServeClickCrashTests {
        struct Outcome: Sendable {
            var killedBySignal = false
            var early = 0
            var late = 0
            var statsAfterKill = ""
            var statsAfterTerm = ""
            var claimAfterKill = ""
        }

        @Test func clicksOlderThanASecondSurviveSIGKILL() async throws {
            guard let curl = requireCurl() else { return }
            let outcome = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Outcome, any Error>) in
                Foundation.Thread.detachNewThread { continuation.resume(with: Result { try Self.scenario(curl: curl) }) }
            }
            #expect(outcome.killedBySignal)
            #expect(outcome.early == 30)
            // The 30 clicks answered over a second before the kill are all there; of the late
            // ones, any number may be.
            let counted = Int(outcome.statsAfterKill.firstMatch(of: #/"platform":"DESKTOP","count":"(\d+)","event":"CLICK"/#)?.1 ?? "") ?? -1
            #expect(counted >= 30 && counted <= 30 + outcome.late, "\(outcome.statsAfterKill)")
            // After SIGTERM nothing is missing: the second server's 5 clicks are added.
            // The iPhone click waiting for install attribution survived the kill, and its
            // address hash still compares in the new process.
            #expect(outcome.claimAfterKill == #"{"deepLink":"https://raycipe.example.com/recipes/2","longLink":"https://l.raycipe.example.com/?link=https://raycipe.example.com/recipes/2","confidence":"weak"}"# + "\n")
            #expect(outcome.statsAfterTerm.contains(#"{"platform":"DESKTOP","count":"\#(counted + 5)","event":"CLICK"}"#), "\(outcome.statsAfterTerm)")
        }

        static func click(_ curl: String, port: Int, path: String, agent: String = "curl") throws -> String {
            try runCurl(curl, ["-s", "-o", "/dev/null", "-w", "%{http_code}", "-A", agent, "http://127.0.0.1:\(port)\(path)"])
        }

        static func scenario(curl: String) throws -> Outcome {
            var outcome = Outcome()
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-clicks-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let store = directory + "/links.jsonl", keyFile = directory + "/key"
            try Data("click-test-key\n".utf8).write(to: URL(fileURLWithPath: keyFile))
            let first = try ServeProcess(["--store", store, "--api-key-file", keyFile], logPath: directory + "/log-1")
            let created = try runCurl(
                curl,
                [
                    "-s", "-H", "Authorization: Bearer click-test-key", "--data-binary",
                    #"{"longDynamicLink":"https://l.raycipe.example.com/?link=https://raycipe.example.com/recipes/2","suffix":{"option":"SHORT"}}"#,
                    "http://127.0.0.1:\(first.port)/v1/shortLinks",
                ])
            guard let start = created.range(of: "\"shortLink\":\"https://l.raycipe.example.com")?.upperBound, let end = created[start...].firstIndex(of: "\"") else {
                throw ServeCrashTests.CrashTestFailure("no short link in '\(created)'")
            }
            let path = String(created[start..<end])
            for _ in 0..<30 where try click(curl, port: first.port, path: path) == "302" { outcome.early += 1 }
            _ = try click(curl, port: first.port, path: path, agent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)")
            usleep(1_100_000)
            for _ in 0..<10 where try click(curl, port: first.port, path: path) == "302" { outcome.late += 1 }
            kill(first.process.processIdentifier, SIGKILL)
            first.process.waitUntilExit()
            outcome.killedBySignal = first.process.terminationReason == .uncaughtSignal
            outcome.statsAfterKill = switchyard(["stats", "--store", store, "--days", "2", path]).out

            let second = try ServeProcess(["--store", store, "--api-key-file", keyFile], logPath: directory + "/log-2")
            outcome.claimAfterKill = try runCurl(curl, ["-s", "--data-binary", #"{"platform":"ios"}"#, "http://127.0.0.1:\(second.port)/v1/installAttribution"])
            for _ in 0..<5 { _ = try click(curl, port: second.port, path: path) }
            second.process.terminate()
            second.process.waitUntilExit()
            outcome.statsAfterTerm = switchyard(["stats", "--store", store, "--days", "2", path]).out
            return outcome
        }
    }
}
