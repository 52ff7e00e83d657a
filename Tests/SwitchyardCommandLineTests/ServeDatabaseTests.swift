import Foundation
import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// Two `switchyard serve` processes on one PostgreSQL server (Debian's `postgresql`, in a
    /// temporary folder): links created on either resolve on both, edits and deletions take
    /// effect on the other at once, counts agree, concurrent creates never share a suffix, and
    /// a restart of the database is answered `503` with `Retry-After` while it is down, then
    /// survived with nothing acknowledged lost.
    @Suite(
        "switchyard serve --database, two instances on PostgreSQL",
        .switchyardBuilt, .curlInstalled,
        .enabled(if: TestPostgres.tools != nil || toolsRequired, "needs PostgreSQL (Debian packages postgresql and libpq5)"))
    struct ServeDatabaseTests {
        /// One HTTP answer.
        struct Answer: Sendable, CustomStringConvertible {
            var status: Int
            var headers: String
            var body: String
            var description: String { "\(status) \(body)" }
            func header(_ name: String) -> String? {
                headers.split(separator: "\r\n").first { $0.lowercased().hasPrefix(name.lowercased() + ":") }.map { String($0.dropFirst(name.count + 1).trimmingPrefix(" ")) }
            }
        }

        static let desktop = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
        static let iPhone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"

        static func request(_ curl: String, _ port: Int, _ path: String, method: String = "GET", body: String? = nil, agent: String = desktop) throws -> Answer {
            var arguments = ["-s", "-i", "--max-time", "15", "-X", method, "-A", agent, "-H", "Authorization: Bearer db-test-key"]
            if let body { arguments += ["--data-binary", body] }
            let text = try runCurl(curl, arguments + ["http://127.0.0.1:\(port)\(path)"])
            guard let split = text.range(of: "\r\n\r\n") else { return Answer(status: 0, headers: "", body: text) }
            let head = String(text[..<split.lowerBound])
            let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
            return Answer(status: status, headers: head, body: String(text[split.upperBound...]))
        }

        static func createBody(_ target: String) -> String {
            #"{"longDynamicLink":"https://l.raycipe.example.com/?link=https://raycipe.example.com/recipes/\#(target)","suffix":{"option":"SHORT"}}"#
        }

        static func path(ofShortLink body: String) -> String? {
            guard let start = body.range(of: #""shortLink":"https://l.raycipe.example.com"#)?.upperBound, let end = body[start...].firstIndex(of: "\"") else { return nil }
            return String(body[start..<end])
        }

        static func stats(_ curl: String, _ port: Int, _ path: String) throws -> String {
            try request(curl, port, "/v1/https%3A%2F%2Fl.raycipe.example.com\(path.replacingOccurrences(of: "/", with: "%2F"))/linkStats?durationDays=1").body
        }

        /// Answers gathered from several threads.
        final class Collected: @unchecked Sendable {
            private let lock = NSLock()
            private var answers: [(String, Answer)] = []
            func add(_ target: String, _ answer: Answer) { lock.withLock { answers.append((target, answer)) } }
            var all: [(String, Answer)] { lock.withLock { answers } }
        }

        /// What the scenario saw, checked by the test.
        struct Outcome: Sendable {
            var concurrentCreates: [String] = []
            var concurrentFailures: [String] = []
            var sameLinkPaths: [String] = []
            var crossClicks: [String] = []
            var statsA = ""
            var statsB = ""
            var afterDisable = Answer(status: 0, headers: "", body: "")
            var afterRetarget = Answer(status: 0, headers: "", body: "")
            var afterDelete = Answer(status: 0, headers: "", body: "")
            var limitPatch = Answer(status: 0, headers: "", body: "")
            var limitedClicks: [String] = []
            var afterLimit = Answer(status: 0, headers: "", body: "")
            var limitedEntry = ""
            var afterLimitLifted = Answer(status: 0, headers: "", body: "")
            var createWhileDown = Answer(status: 0, headers: "", body: "")
            var clickWhileDown = Answer(status: 0, headers: "", body: "")
            var createAfterRestart = Answer(status: 0, headers: "", body: "")
            var clicksAfterRestart: [String] = []
            var statsAfterRestart = ""
            var stops: [(status: Int32, log: String)] = []
        }

        @Test func twoInstancesShareOneDatabaseAndSurviveItsRestart() async throws {
            guard let curl = requireCurl() else { return }
            guard TestPostgres.tools != nil else {
                Issue.record(Comment(rawValue: TestPostgres.missing))
                return
            }
            let outcome = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Outcome, any Error>) in
                Foundation.Thread.detachNewThread { continuation.resume(with: Result { try Self.scenario(curl: curl) }) }
            }
            // 80 creates at once, 40 on each instance: every one answered, no suffix twice.
            #expect(outcome.concurrentFailures.isEmpty, "\(outcome.concurrentFailures.prefix(3))")
            #expect(outcome.concurrentCreates.count == 80)
            #expect(Set(outcome.concurrentCreates).count == outcome.concurrentCreates.count)
            // The same long link created on both at once: one suffix.
            #expect(outcome.sameLinkPaths.count == 8 && Set(outcome.sameLinkPaths).count == 1, "\(outcome.sameLinkPaths)")
            // Created on A, clicked on B (and the other way round).
            #expect(outcome.crossClicks == ["302 https://raycipe.example.com/recipes/a-0-0", "302 https://raycipe.example.com/recipes/b-0-0"])
            // 3 desktop clicks on A, 2 iPhone clicks on B: the same counts on both.
            let expected = #"{"linkEventStats":[{"platform":"IOS","count":"2","event":"CLICK"},{"platform":"DESKTOP","count":"3","event":"CLICK"},{"platform":"DESKTOP","count":"3","event":"REDIRECT"}]}"# + "\n"
            #expect(outcome.statsA == expected)
            #expect(outcome.statsB == expected)
            // Edits on one instance, at once on the other.
            #expect(outcome.afterDisable.status == 404 && outcome.afterDisable.body.contains("disabled"), "\(outcome.afterDisable)")
            #expect(outcome.afterRetarget.status == 302 && outcome.afterRetarget.header("Location") == "https://raycipe.example.com/recipes/retargeted", "\(outcome.afterRetarget.headers)")
            #expect(outcome.afterDelete.status == 410, "\(outcome.afterDelete)")
            // maxClicks 4, set on A, and 10 clicks at once, 5 on each instance: exactly 4 reach
            // the target; then the link is used up on both.
            #expect(outcome.limitPatch.status == 200 && outcome.limitPatch.body.contains(#""maxClicks":4"#), "\(outcome.limitPatch)")
            #expect(outcome.limitedClicks.count == 10)
            #expect(outcome.limitedClicks.filter { $0 == "302" }.count == 4, "\(outcome.limitedClicks)")
            #expect(outcome.limitedClicks.filter { $0 == "404 used up" }.count == 6, "\(outcome.limitedClicks)")
            #expect(outcome.afterLimit.status == 404 && outcome.afterLimit.body.contains("Link used up"), "\(outcome.afterLimit)")
            #expect(outcome.limitedEntry.contains(#""maxClicks":4"#) && outcome.limitedEntry.contains(#""state":"exhausted""#), "\(outcome.limitedEntry)")
            #expect(outcome.limitedEntry.contains(#""clicks":4,"#), "\(outcome.limitedEntry)")
            // The limit lifted on B: the link answers again on A.
            #expect(outcome.afterLimitLifted.status == 302, "\(outcome.afterLimitLifted)")
            // The database down: 503 with Retry-After, for creates and clicks.
            #expect(outcome.createWhileDown.status == 503 && outcome.createWhileDown.header("Retry-After") == "1", "\(outcome.createWhileDown.headers)")
            #expect(outcome.createWhileDown.body.contains(#""status":"UNAVAILABLE""#))
            #expect(outcome.clickWhileDown.status == 503 && outcome.clickWhileDown.header("Retry-After") == "1", "\(outcome.clickWhileDown.headers)")
            // Back up: both reconnect, every acknowledged link resolves, and the five clicks
            // answered just before the stop were written after it (with the one after the restart).
            #expect(outcome.createAfterRestart.status == 200, "\(outcome.createAfterRestart)")
            #expect(outcome.clicksAfterRestart.count == 80 && outcome.clicksAfterRestart.allSatisfy { $0 == "302" }, "\(Set(outcome.clicksAfterRestart))")
            #expect(outcome.statsAfterRestart.contains(#"{"platform":"DESKTOP","count":"6","event":"CLICK"}"#), "\(outcome.statsAfterRestart)")
            for stop in outcome.stops {
                #expect(stop.status == 0)
                #expect(stop.log.hasSuffix("switchyard: stopped\n"), "\(stop.log.suffix(300))")
            }
        }

        static func scenario(curl: String) throws -> Outcome {
            var outcome = Outcome()
            let database = try TestPostgres()
            let keyFile = database.folder + "/key"
            try Data("db-test-key\n".utf8).write(to: URL(fileURLWithPath: keyFile))
            let a = try ServeProcess(["--database", database.url, "--api-key-file", keyFile], logPath: database.folder + "/serve-a.log")
            let b = try ServeProcess(["--database", database.url, "--api-key-file", keyFile], logPath: database.folder + "/serve-b.log")
            defer {
                if a.process.isRunning { a.process.terminate() }
                if b.process.isRunning { b.process.terminate() }
            }

            // Eight clients, four on each instance, ten creates each, plus the same long link
            // from all eight at once.
            let results = Collected()
            let done = DispatchGroup()
            for client in 0..<8 {
                let (name, port) = client < 4 ? ("a", a.port) : ("b", b.port)
                done.enter()
                Foundation.Thread.detachNewThread {
                    for n in 0..<10 {
                        let target = "\(name)-\(client % 4)-\(n)"
                        let answer = (try? request(curl, port, "/v1/shortLinks", method: "POST", body: createBody(target))) ?? Answer(status: -1, headers: "", body: "")
                        results.add(target, answer)
                    }
                    let answer = (try? request(curl, port, "/v1/shortLinks", method: "POST", body: createBody("shared"))) ?? Answer(status: -1, headers: "", body: "")
                    results.add("shared", answer)
                    done.leave()
                }
            }
            done.wait()
            var created: [String: String] = [:]
            for (target, answer) in results.all {
                guard answer.status == 200, let path = path(ofShortLink: answer.body) else {
                    outcome.concurrentFailures.append("\(target): \(answer)")
                    continue
                }
                if target == "shared" {
                    outcome.sameLinkPaths.append(path)
                } else {
                    outcome.concurrentCreates.append(path)
                    created[target] = path
                }
            }
            guard let fromA = created["a-0-0"], let fromB = created["b-0-0"], let counted = created["a-1-0"], let edited = created["a-2-0"] else { return outcome }

            for (port, path) in [(b.port, fromA), (a.port, fromB)] {
                let answer = try request(curl, port, path)
                outcome.crossClicks.append("\(answer.status) \(answer.header("Location") ?? "")")
            }

            for _ in 0..<3 { _ = try request(curl, a.port, counted) }
            for _ in 0..<2 { _ = try request(curl, b.port, counted, agent: iPhone) }
            // Clicks are written within half a second; both instances then give the same counts.
            let deadline = Date().addingTimeInterval(5)
            repeat {
                usleep(200_000)
                outcome.statsA = try stats(curl, a.port, counted)
                outcome.statsB = try stats(curl, b.port, counted)
            } while (outcome.statsA != outcome.statsB || !outcome.statsA.contains(#""count":"2""#)) && Date() < deadline

            _ = try request(curl, a.port, "/v1/links\(edited)", method: "PATCH", body: #"{"disabled":true}"#)
            outcome.afterDisable = try request(curl, b.port, edited)
            _ = try request(curl, b.port, "/v1/links\(edited)", method: "PATCH", body: #"{"disabled":false,"longDynamicLink":"https://l.raycipe.example.com/?link=https://raycipe.example.com/recipes/retargeted"}"#)
            outcome.afterRetarget = try request(curl, a.port, edited)
            _ = try request(curl, b.port, "/v1/links\(fromB)", method: "DELETE")
            outcome.afterDelete = try request(curl, a.port, fromB)

            // A maximum number of clicks, set on one instance, held across both.
            let limited = created["a-3-0"]!
            outcome.limitPatch = try request(curl, a.port, "/v1/links\(limited)", method: "PATCH", body: #"{"maxClicks":4}"#)
            let clicks = Collected()
            let clicked = DispatchGroup()
            for client in 0..<10 {
                clicked.enter()
                Foundation.Thread.detachNewThread {
                    let answer = (try? request(curl, client % 2 == 0 ? a.port : b.port, limited)) ?? Answer(status: -1, headers: "", body: "")
                    clicks.add(limited, answer)
                    clicked.leave()
                }
            }
            clicked.wait()
            outcome.limitedClicks = clicks.all.map { _, answer in
                answer.status == 404 && answer.body.contains("Link used up") ? "404 used up" : "\(answer.status)"
            }
            outcome.afterLimit = try request(curl, b.port, limited)
            outcome.limitedEntry = try request(curl, b.port, "/v1/links\(limited)").body
            _ = try request(curl, b.port, "/v1/links\(limited)", method: "PATCH", body: #"{"maxClicks":null}"#)
            outcome.afterLimitLifted = try request(curl, a.port, limited)

            // Five clicks answered right before the database stops: acknowledged, so they must
            // be counted once it is back.
            let survivor = created["b-1-0"]!
            for _ in 0..<5 { _ = try request(curl, b.port, survivor) }
            try database.stop()
            outcome.createWhileDown = try request(curl, a.port, "/v1/shortLinks", method: "POST", body: createBody("while-down"))
            outcome.clickWhileDown = try request(curl, b.port, fromA)
            try database.start()
            let back = Date().addingTimeInterval(15)
            repeat {
                outcome.createAfterRestart = try request(curl, a.port, "/v1/shortLinks", method: "POST", body: createBody("after-restart"))
                if outcome.createAfterRestart.status == 200 { break }
                usleep(200_000)
            } while Date() < back
            for (target, path) in created.sorted(by: { $0.key < $1.key }) where target != "b-0-0" {
                outcome.clicksAfterRestart.append(String(try request(curl, target.hasPrefix("a") ? b.port : a.port, path).status))
            }
            outcome.clicksAfterRestart.append(String(try request(curl, b.port, fromA).status))
            let written = Date().addingTimeInterval(10)
            repeat {
                outcome.statsAfterRestart = try stats(curl, a.port, survivor)
                if outcome.statsAfterRestart.contains(#""platform":"DESKTOP","count":"6""#) { break }
                usleep(250_000)
            } while Date() < written
            outcome.stops = [a.stop(), b.stop()]
            return outcome
        }
    }
}
