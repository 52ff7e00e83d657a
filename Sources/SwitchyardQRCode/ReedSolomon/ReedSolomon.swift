/// Reed–Solomon error-correction codewords over GF(256).
enum ReedSolomon {
    /// The generator polynomials of the degrees the versions use (up to 30), by degree.
    static let generators: [[UInt8]] = (0...30).map { $0 == 0 ? [] : generator(degree: $0) }

    /// The generator polynomial of degree `degree`, (x - α⁰)(x - α¹)…(x - α^(degree-1)),
    /// as its coefficients below the leading 1, highest power first.
    static func generator(degree: Int) -> [UInt8] {
        var coefficients = [UInt8](repeating: 0, count: degree)
        coefficients[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                coefficients[index] = GaloisField.multiply(coefficients[index], root)
                if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
            }
            root = GaloisField.multiply(root, 2)
        }
        return coefficients
    }

    /// The remainder of `data`·x^degree divided by the generator: the block's error-correction
    /// codewords.
    static func remainder(of data: ArraySlice<UInt8>, generator: [UInt8]) -> [UInt8] {
        let degree = generator.count
        var result = [UInt8](repeating: 0, count: degree)
        let generatorLogs = generator.map { Int(GaloisField.logarithms[Int($0)]) }
        GaloisField.exponents.withUnsafeBufferPointer { exponents in
            GaloisField.logarithms.withUnsafeBufferPointer { logarithms in
                generatorLogs.withUnsafeBufferPointer { generatorLogs in
                    result.withUnsafeMutableBufferPointer { result in
                        for byte in data {
                            let factor = byte ^ result[0]
                            for index in 0..<(degree - 1) { result[index] = result[index + 1] }
                            result[degree - 1] = 0
                            guard factor != 0 else { continue }
                            let factorLog = Int(logarithms[Int(factor)])
                            // Every generator coefficient is non-zero (a product of (x - αⁱ)).
                            for index in 0..<degree { result[index] ^= exponents[generatorLogs[index] + factorLog] }
                        }
                    }
                }
            }
        }
        return result
    }
}
