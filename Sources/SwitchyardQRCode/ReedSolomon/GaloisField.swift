/// Arithmetic in GF(256) with the QR code's reducing polynomial x⁸ + x⁴ + x³ + x² + 1
/// (`0x11D`), by exponent and logarithm tables.
enum GaloisField {
    /// `exponents[i]` is α^i for i in 0..<510 (doubled so that a sum of two logarithms needs
    /// no reduction).
    static let exponents: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        var value = 1
        for index in 0..<255 {
            table[index] = UInt8(value)
            table[index + 255] = UInt8(value)
            value <<= 1
            if value & 0x100 != 0 { value ^= 0x11D }
        }
        return table
    }()

    /// `logarithms[x]` is i with α^i = x, for x in 1...255 (`logarithms[0]` is unused).
    static let logarithms: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for index in 0..<255 { table[Int(exponents[index])] = UInt8(index) }
        return table
    }()

    /// The product of two field elements.
    @inline(__always)
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        if x == 0 || y == 0 { return 0 }
        return exponents[Int(logarithms[Int(x)]) + Int(logarithms[Int(y)])]
    }
}
