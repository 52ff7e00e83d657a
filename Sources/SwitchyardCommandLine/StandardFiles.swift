#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Binary output for the process's own environment: bytes to standard output, and whole files.
enum StandardFiles {
    /// Writes `bytes` to standard output, after what `print` has buffered, so that the order
    /// of text and bytes is kept.
    static func writeToStandardOutput(_ bytes: [UInt8]) {
        fflush(nil)
        bytes.withUnsafeBufferPointer { writeAll($0, to: 1) }
    }

    /// Writes every byte of `buffer` to the file descriptor `descriptor`, resuming after a
    /// short write; stops at the first error (a closed pipe has no one to tell).
    static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, base + offset, buffer.count - offset)
            if written <= 0 { return }
            offset += written
        }
    }

    /// Writes `bytes` to the file at `path`, creating or replacing it.
    static func writeWholeFile(_ path: String, _ bytes: [UInt8]) -> Result<Void, FileWriteError> {
        guard let file = fopen(path, "wb") else {
            return .failure(FileWriteError(path: path, reason: String(cString: strerror(errno))))
        }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            return .failure(FileWriteError(path: path, reason: String(cString: strerror(errno))))
        }
        return .success(())
    }
}
