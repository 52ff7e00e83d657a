// fuzz-modules: SwitchyardPlatform Switchyard SwitchyardLinks SwitchyardLinkService
// fuzz-dictionary: store.dict
// The file store's records: any bytes as the lines of a link store file. Each line is a record
// or refused with a reason; a record is written back as a line that reads as the same line
// again; applying the records in order either works or fails with a reason; every link the
// ledger then holds is written as the management API writes it, with its counts, safely.
@testable import SwitchyardLinkService

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReadLinkStore(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(Fuzz.bytes(data, size))
    var ledger = LinkLedger()
    var suffixes: [String] = []
    for line in bytes.split(separator: 0x0A).prefix(64) {
        let record: LedgerRecord
        do {
            record = try LedgerRecord(line: line)
        } catch {
            Fuzz.check(!error.message.isEmpty, "a refusal with no reason")
            continue
        }
        let written = record.line
        Fuzz.check(written.hasSuffix("\n") && !written.dropLast().contains("\n"), "a record written over more than one line")
        do {
            let again = try LedgerRecord(line: ArraySlice(written.utf8.dropLast()))
            Fuzz.check(again.line == written, "a record that does not read back as written: \(written)")
        } catch {
            Fuzz.fail("a written record that does not read: \(written) (\(error.message))")
        }
        do {
            try ledger.apply(record)
            if case .link(let link, _) = record { suffixes.append(link.suffix) }
        } catch {
            Fuzz.check(!error.message.isEmpty, "a contradiction with no reason")
        }
    }
    for suffix in suffixes {
        guard let entry = ledger.entry(suffix) else { Fuzz.fail("a stored link that is gone: \(suffix)") }
        let json = LinkEntryJSON.text(entry, shortLink: "https://l.example.com/" + suffix, now: 1_796_299_200, stats: ledger.stats(suffix, days: Int.min...Int.max))
        Fuzz.check((try? JSONParser.parse(json)) != nil, "an entry written as JSON that does not parse: \(json)")
    }
    return 0
}
