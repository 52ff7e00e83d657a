// fuzz-modules: SwitchyardPlatform Switchyard SwitchyardOpenURL SwitchyardLinks SwitchyardInbox SwitchyardLinkService SwitchyardQRCode SwitchyardLinkClient SwitchyardRoutesGenerator SwitchyardCommandLine
// fuzz-dictionary: inbox.dict
// The inbox script (`switchyard inbox`): any text as the script on standard input, run
// in-process against the recipe app with accounts. A script with bad lines runs nothing and
// exits 2, naming each bad line as `<stdin>:LINE:COLUMN: error: …` with a line inside the
// script; a good one exits 0 and prints one JSON object a line, and no link is delivered
// more often than it was opened.
@testable import SwitchyardCommandLine

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInboxScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = Fuzz.text(Fuzz.bytes(data, size))
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let count = lines.count
    lines.reverse()
    nonisolated(unsafe) var input = lines
    nonisolated(unsafe) var output: [String] = []
    nonisolated(unsafe) var errors: [String] = []
    let environment = CommandEnvironment(
        readFile: { _ in .failure(FileError(.read, path: "", reason: "no files in the fuzz target")) },
        readLine: { input.popLast() },
        write: { output.append($0) },
        writeError: { errors.append($0) }
    )
    let status: Int32
    do {
        status = try InboxCommand.run(["--capacity", "4", "--window", "2", "--max-age", "30"], environment)
    } catch {
        Fuzz.fail("the inbox command threw \(error) for \(text.debugDescription)")
    }
    if status == 2 {
        Fuzz.check(output.isEmpty, "a bad script printed \(output.count) lines")
        for problem in errors.dropLast() {
            let parts = problem.split(separator: ":", maxSplits: 3)
            Fuzz.check(parts.count == 4 && parts[0] == "<stdin>", "a problem not naming its place: \(problem.debugDescription)")
            let line = Int(parts[1]) ?? 0
            Fuzz.check(line >= 1 && line <= count, "line \(line) of a \(count)-line script")
        }
    } else {
        Fuzz.check(status == 0, "exit status \(status)")
        var opened = 0, delivered = 0
        for line in output.joined().split(separator: "\n") {
            Fuzz.check(line.first == "{" && line.last == "}", "not a JSON object: \(line.debugDescription)")
            if line.hasPrefix("{\"event\":\"delivered\"") { delivered += 1 }
        }
        // An upper bound on the opens, whatever white space separates the words.
        for line in text.split(separator: "\n") where line.contains("open") { opened += 1 }
        Fuzz.check(delivered <= opened, "\(delivered) deliveries from \(opened) opens")
    }
    return 0
}
