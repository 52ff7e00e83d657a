import Foundation
import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard serve` as a process, killed with SIGKILL while clients create links, and
    /// restarted on the same store: every link it acknowledged resolves.
    @Suite(
        "switchyard serve, killed and restarted",
        .switchyardBuilt, .curlInstalled)
    struct ServeCrashTests {
        struct CrashTestFailure: Error, CustomStringConvertible {
            var description: String
            init(_ description: String) { self.description = description }
        }

        /// What the scenario saw, checked by the test.
        struct Outcome: Sendable {
            var killedBySignal = false
            var acknowledged: [(number: String, short: String)] = []
            var answers: [String] = []
            var secondStatus: Int32 = -1
            var secondLog = ""
        }

        @Test func everyAcknowledgedLinkResolvesAfterSIGKILL() async throws {
            guard let curl = requireCurl() else { return }
            // Processes are waited for on a thread of their own, never on the concurrency pool.
            let outcome = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Outcome, any Error>) in
                Foundation.Thread.detachNewThread { continuation.resume(with: Result { try Self.scenario(curl: curl) }) }
            }
            #expect(outcome.killedBySignal)
            #expect(outcome.acknowledged.count > 20, "only \(outcome.acknowledged.count) links were acknowledged before the kill")
            #expect(Set(outcome.acknowledged.map(\.short)).count == outcome.acknowledged.count)
            #expect(outcome.answers.count == outcome.acknowledged.count)
            for (link, answer) in zip(outcome.acknowledged, outcome.answers) {
                #expect(answer == "302 https://raycipe.example.com/recipes/\(link.number)", "link \(link.short)")
            }
            #expect(outcome.secondStatus == 0)
            #expect(outcome.secondLog.hasSuffix("switchyard: stopped\n"))
        }

        /// The acknowledged lines the four clients have written so far.
        static func acknowledgedCount(_ directory: String) -> Int {
            (0..<4).reduce(0) { count, client in
                let text = (try? String(contentsOfFile: "\(directory)/acked-\(client)", encoding: .utf8)) ?? ""
                return count + text.split(separator: "\n").count
            }
        }

        /// Starts the server, has four clients create links, kills the server with SIGKILL,
        /// restarts it on the same store and clicks every acknowledged link.
        static func scenario(curl: String) throws -> Outcome {
            var outcome = Outcome()
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-crash-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let store = directory + "/links.jsonl", keyFile = directory + "/key"
            try Data("crash-test-key\n".utf8).write(to: URL(fileURLWithPath: keyFile))
            let first = try ServeProcess(["--store", store, "--api-key-file", keyFile], logPath: directory + "/log-1")
            // Four clients create links as fast as they can; each acknowledged one is written
            // as "N shortLink" only after its 200 answer arrived.
            var clients: [Process] = []
            for client in 0..<4 {
                let script = """
                    for i in $(seq 1 100000); do
                      n=\(client)_$i
                      out=$(\(curl) -s --max-time 5 -X POST -H 'Authorization: Bearer crash-test-key' \
                        --data-binary "{\\"longDynamicLink\\":\\"https://l.raycipe.example.com/?link=https://raycipe.example.com/recipes/$n\\",\\"suffix\\":{\\"option\\":\\"SHORT\\"}}" \
                        http://127.0.0.1:\(first.port)/v1/shortLinks) || exit 0
                      case "$out" in *shortLink*) echo "$n $out" >> \(directory)/acked-\(client);; *) exit 0;; esac
                    done
                    """
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", script]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                clients.append(process)
            }
            // Kill once more than 20 links are acknowledged (the clients keep creating), so a
            // loaded machine still kills mid-stream rather than after a fixed time.
            let deadline = Date().addingTimeInterval(60)
            while acknowledgedCount(directory) <= 20, Date() < deadline { usleep(50_000) }
            usleep(200_000)
            kill(first.process.processIdentifier, SIGKILL)
            first.process.waitUntilExit()
            outcome.killedBySignal = first.process.terminationReason == .uncaughtSignal
            for client in clients { client.waitUntilExit() }

            for client in 0..<4 {
                let text = (try? String(contentsOfFile: "\(directory)/acked-\(client)", encoding: .utf8)) ?? ""
                for line in text.split(separator: "\n") {
                    let number = String(line.prefix { $0 != " " })
                    guard let start = line.range(of: "\"shortLink\":\"")?.upperBound, let end = line[start...].firstIndex(of: "\"") else { continue }
                    outcome.acknowledged.append((number, String(line[start..<end])))
                }
            }

            let second = try ServeProcess(["--store", store, "--api-key-file", keyFile], logPath: directory + "/log-2")
            for (_, short) in outcome.acknowledged {
                let path = String(short.dropFirst("https://l.raycipe.example.com".count))
                outcome.answers.append(
                    try runCurl(curl, ["-s", "-o", "/dev/null", "-w", "%{http_code} %{redirect_url}", "-A", "curl", "http://127.0.0.1:\(second.port)\(path)"]))
            }
            second.process.terminate()
            second.process.waitUntilExit()
            outcome.secondStatus = second.process.terminationStatus
            outcome.secondLog = (try? String(contentsOfFile: second.logPath, encoding: .utf8)) ?? ""
            return outcome
        }
    }
}
