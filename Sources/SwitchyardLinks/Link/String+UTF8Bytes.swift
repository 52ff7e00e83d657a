extension String {
    /// Runs `body` with the string's UTF-8, in place when the string is contiguous (native
    /// strings are), on a contiguous copy otherwise.
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let answer = utf8.withContiguousStorageIfAvailable(body) { return answer }
        var copy = self
        return copy.withUTF8(body)
    }
}
