extension QRCode {
    /// The symbol as a PNG file: 1-bit greyscale, `scale` pixels a module, with a quiet zone
    /// of `border` modules on every side.
    ///
    /// The file has the signature, an `IHDR`, one `IDAT` holding a zlib stream (stored
    /// deflate blocks, which every decoder reads; a 1-bit image is small without
    /// compression) with its Adler-32, and an `IEND`, each chunk with its CRC-32.
    ///
    /// ```swift
    /// let code = try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/R/2")
    /// let bytes = code.png(scale: 10)   // 330 × 330 pixels, about 14 KB
    /// ```
    ///
    /// - Parameters:
    ///   - scale: pixels a module, 1 or more; 8 unless given.
    ///   - border: the quiet zone, in modules, 0 or more; 4 (the standard's) unless given.
    /// - Returns: the bytes of the file.
    /// - Precondition: `scale >= 1` and `border >= 0`.
    public func png(scale: Int = 8, border: Int = 4) -> [UInt8] {
        precondition(scale >= 1, "a PNG needs at least 1 pixel a module, not \(scale)")
        precondition(border >= 0, "the quiet zone cannot be negative (\(border) modules)")
        let modulesAcross = size + 2 * border
        let pixels = modulesAcross * scale
        let rowBytes = (pixels + 7) / 8

        // The image rows, each a filter byte (0, none) then bits, 1 white, most significant first.
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * pixels)
        var moduleRow = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<modulesAcross {
            for index in 0..<rowBytes { moduleRow[index] = 0 }
            for x in 0..<modulesAcross where !self[row: y - border, column: x - border] {
                for pixel in (x * scale)..<((x + 1) * scale) { moduleRow[pixel >> 3] |= 0x80 >> UInt8(pixel & 7) }
            }
            for line in (y * scale)..<((y + 1) * scale) {
                let start = line * (rowBytes + 1)
                for index in 0..<rowBytes { raw[start + 1 + index] = moduleRow[index] }
            }
        }

        var header: [UInt8] = []
        header.appendBigEndian(UInt32(pixels))
        header.appendBigEndian(UInt32(pixels))
        header += [1, 0, 0, 0, 0] // bit depth 1, greyscale, deflate, adaptive filtering, no interlace

        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file.appendChunk("IHDR", header)
        file.appendChunk("IDAT", Self.zlibStored(raw))
        file.appendChunk("IEND", [])
        return file
    }

    /// A zlib stream of stored (uncompressed) deflate blocks holding `bytes`.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01] // deflate, 32 KB window, no dictionary, check bits
        stream.reserveCapacity(bytes.count + bytes.count / 65_535 * 5 + 16)
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let isFinal = offset + length == bytes.count
            stream.append(isFinal ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            stream += bytes[offset..<(offset + length)]
            offset += length
        } while offset < bytes.count
        stream.appendBigEndian(Checksums.adler32(bytes))
        return stream
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a PNG chunk: length, type, data and the CRC-32 of type and data.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        append(contentsOf: typeBytes)
        append(contentsOf: data)
        appendBigEndian(Checksums.crc32(data, continuing: Checksums.crc32(typeBytes)))
    }
}
