// `#unavailable` guards the other way round: its own branch runs below the version, the else
// branch (or what follows a `guard #unavailable`) at or above it.

func old(_ bytes: [UInt8]) -> String? {
    if #unavailable(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2) {
        return String(decoding: bytes, as: UTF8.self)
    } else {
        return String(validating: bytes, as: UTF8.self)
    }
}

func new(_ bytes: [UInt8]) -> String? {
    guard #unavailable(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2) else {
        return String(validating: bytes, as: UTF8.self)
    }
    return nil
}
