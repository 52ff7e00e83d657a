#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, line by line, as bytes: nothing is decoded or repaired, so a line that is
/// not UTF-8 reaches the router as it was written (`Swift.readLine` would substitute U+FFFD).
///
/// Each line comes without its `\n`; a last line without one is still a line.
final class StandardInputLines {
    /// A stream of its own on descriptor 0 (the C library's `stdin` is shared mutable state,
    /// which strict concurrency turns down); nothing else in the command reads standard input.
    private let file = fdopen(0, "r")
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    deinit { free(buffer) }

    /// The next line's bytes, or `nil` at the end of the input (or on a read error).
    func next() -> [UInt8]? {
        guard let file else { return nil }
        let count = getline(&buffer, &capacity, file)
        guard count >= 0, let buffer else { return nil }
        var length = count
        if length > 0 && buffer[length - 1] == 0x0A { length -= 1 }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: length)) }
    }
}
