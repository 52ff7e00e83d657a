import Testing
@testable import SwitchyardOpenURL

@Suite("System openers")
struct SystemOpenerTests {
    @Test func dryRunAcceptsAndReportsWhatItWouldOpen() async {
        // The report is made inside the opener, before the dispatch ends: what it yielded by
        // then is all there is, with no waiting.
        let (reports, sink) = AsyncStream.makeStream(of: String.self)
        let system = DryRunSystemOpener { url in sink.yield(url) }
        let outcome = await OpenURLChain(system: system).root.open("https://example.com/")
        sink.finish()

        #expect(outcome.accepted)
        #expect(outcome.decidedBy == "system:dry-run")
        #expect(steps(outcome) == ["system:dry-run https://example.com/ handled"])
        #expect(await collected(reports) == ["https://example.com/"])
    }

    @Test func recordingRecordsAcceptedAndRefusedURLs() async {
        let accepting = RecordingSystemOpener()
        let refusing = RecordingSystemOpener(refusing: "closed")
        _ = await OpenURLChain(system: accepting).root.open("a:1")
        let outcome = await OpenURLChain(system: refusing).root.open("b:2")

        #expect(await accepting.opened == ["a:1"])
        #expect(await refusing.opened == ["b:2"])
        #expect(outcome.reason == "closed")
        #expect(outcome.trace.first?.cause == .systemRefused("closed"))
    }

    /// A custom opener that never finishes, ignoring cancellation.
    struct HangingOpener: SystemOpener {
        var name: String { "hanging" }
        func open(_ url: String) async throws(SystemOpenerError) {
            await stubbornSleep(.seconds(10))
        }
    }

    @Test func theSystemOpenerIsUnderTheDispatchTimeoutToo() async {
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = await OpenURLChain(system: HangingOpener()).root.open("https://example.com/", timeout: .milliseconds(40))

        // Long before the opener's ten seconds are up, with room for a loaded machine.
        #expect(clock.now - start < .seconds(8))
        #expect(!outcome.accepted)
        #expect(outcome.decidedBy == "system:hanging")
        #expect(outcome.reason == "timed out after 0.04 seconds")
    }
}

#if os(Linux)
import Glibc

@Suite("xdg-open system opener")
struct XDGOpenTests {
    static let nowhere = "/nonexistent-switchyard-test"

    @Test(arguments: [
        ("-x", "xdg-open: refusing a URL that starts with '-' (it would be read as an option): -x"),
        ("--help", "xdg-open: refusing a URL that starts with '-' (it would be read as an option): --help"),
        ("", "xdg-open: refusing an empty URL"),
        ("https://example.com/a b", "xdg-open: refusing a URL that contains a space or a control character"),
        ("https://example.com/\u{0}x", "xdg-open: refusing a URL that contains a space or a control character"),
        ("example.com/path", "xdg-open: refusing a URL without a scheme: example.com/path"),
        ("file:///etc/passwd", "xdg-open: the scheme 'file' is not allowed (allowed: http, https, mailto)"),
        ("javascript:alert(1)", "xdg-open: the scheme 'javascript' is not allowed (allowed: http, https, mailto)"),
    ])
    func refusesBeforeRunningAnything(url: String, message: String) async {
        // The search path has no xdg-open: refusals must come first, whatever the machine has.
        let opener = XDGOpenSystemOpener(searchPath: Self.nowhere)
        await #expect(throws: SystemOpenerError(message)) { try await opener.open(url) }
    }

    @Test func schemesCompareCaseInsensitively() throws {
        let opener = XDGOpenSystemOpener(allowedSchemes: ["HTTPS"])
        try opener.check("HtTpS://example.com/")
        #expect(throws: SystemOpenerError("xdg-open: the scheme 'http' is not allowed (allowed: https)")) {
            try opener.check("http://example.com/")
        }
    }

    @Test func saysClearlyWhenXDGOpenIsMissing() async {
        let opener = XDGOpenSystemOpener(searchPath: Self.nowhere)
        await #expect(
            throws: SystemOpenerError(
                "xdg-open: not found in PATH (\(Self.nowhere)); install xdg-utils, or use the dry-run opener"
            )
        ) { try await opener.open("https://example.com/") }

        let outcome = await OpenURLChain(system: opener).root.open("https://example.com/")
        #expect(!outcome.accepted)
        #expect(outcome.decidedBy == "system:xdg-open")
        #expect(outcome.reason?.hasPrefix("xdg-open: not found in PATH") == true)
    }

    @Test func passesTheURLAsOneArgumentWithoutAShell() async throws {
        let directory = try FakeXDGOpen(exitStatus: 0)
        defer { directory.remove() }
        let url = "https://example.com/?q=$(touch%20/tmp/x);echo&b='\"`*"
        try await XDGOpenSystemOpener(searchPath: directory.path).open(url)
        #expect(directory.recordedArguments() == ["1", url])
    }

    @Test func reportsAFailingExitStatus() async throws {
        let directory = try FakeXDGOpen(exitStatus: 4)
        defer { directory.remove() }
        let opener = XDGOpenSystemOpener(searchPath: "/nonexistent:\(directory.path)")
        await #expect(throws: SystemOpenerError("xdg-open: exited with status 4 (the action failed)")) {
            try await opener.open("mailto:a@example.com")
        }
    }
}

/// A temporary directory holding a fake `xdg-open` that records its arguments and exits with a given status.
struct FakeXDGOpen {
    let path: String

    init(exitStatus: Int) throws {
        var template = Array("/tmp/switchyard-xdg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw SystemOpenerError("mkdtemp failed") }
        path = String(cString: made)
        let script = """
            #!/bin/sh
            printf '%s\\n' "$#" > "\(path)/arguments"
            for argument in "$@"; do printf '%s\\n' "$argument" >> "\(path)/arguments"; done
            exit \(exitStatus)

            """
        try write(script, to: "\(path)/xdg-open")
        chmod("\(path)/xdg-open", 0o755)
    }

    private func write(_ text: String, to file: String) throws {
        // "e": close-on-exec, so a process another test spawns meanwhile cannot inherit the
        // open script and make running it fail with "Text file busy" (ETXTBSY).
        guard let handle = fopen(file, "we") else { throw SystemOpenerError("cannot write \(file)") }
        fputs(text, handle)
        fclose(handle)
    }

    /// The argument count, then each argument, one a line.
    func recordedArguments() -> [String] {
        guard let handle = fopen("\(path)/arguments", "r") else { return [] }
        defer { fclose(handle) }
        var lines: [String] = []
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), handle) != nil {
            var line = String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if line.hasSuffix("\n") { line.removeLast() }
            lines.append(line)
        }
        return lines
    }

    func remove() {
        unlink("\(path)/arguments")
        unlink("\(path)/xdg-open")
        rmdir(path)
    }
}
#endif
