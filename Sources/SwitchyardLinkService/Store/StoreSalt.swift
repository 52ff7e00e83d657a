#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwitchyardPlatform

/// The salt of a file store's address hashes, in a file of its own beside the store:
/// 64 hex digits and a line end, readable by the owner only (mode 0600).
///
/// It is apart from the store so that a copy of the store (a backup, an export) holds hashes
/// that cannot be tested against addresses. Deleting it makes every kept hash meaningless:
/// pending clicks are then claimed by token only.
enum StoreSalt {
    /// Reads the salt at `path`, or draws one and writes it there, flushed, when there is none.
    ///
    /// - Throws: ``LinkStoreError`` when the file cannot be read or written, or does not hold a salt.
    static func load(path: String) throws(LinkStoreError) -> [UInt64] {
        let existing = open(path, O_RDONLY | O_CLOEXEC)
        if existing >= 0 {
            defer { close(existing) }
            var buffer = [UInt8](repeating: 0, count: 128)
            let count = buffer.withUnsafeMutableBytes { read(existing, $0.baseAddress, $0.count) }
            guard count >= 64 else { throw LinkStoreError("the salt file \(path) does not hold 64 hex digits; delete it to draw a new salt") }
            let text = String(decoding: buffer[0..<64], as: UTF8.self)
            var words: [UInt64] = []
            for start in stride(from: 0, to: 64, by: 16) {
                let digits = text.utf8.dropFirst(start).prefix(16)
                guard let word = UInt64(String(decoding: digits, as: UTF8.self), radix: 16) else {
                    throw LinkStoreError("the salt file \(path) does not hold 64 hex digits; delete it to draw a new salt")
                }
                words.append(word)
            }
            return words
        }
        guard errno == ENOENT else { throw LinkStoreError("cannot read the salt file \(path): \(StoreFiles.systemError())") }
        let salt = AddressHasher.randomSalt()
        let text =
            salt.map { word in
                let hex = String(word, radix: 16)
                return String(repeating: "0", count: 16 - hex.utf8.count) + hex
            }.joined() + "\n"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw LinkStoreError("cannot write the salt file \(path): \(StoreFiles.systemError())") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count, durableSync(descriptor) == 0 else { throw LinkStoreError("cannot write the salt file \(path): \(StoreFiles.systemError())") }
        StoreFiles.syncDirectory(of: path)
        return salt
    }
}
