/// A PNG reader for the tests, written from the PNG and zlib specifications (RFC 2083,
/// RFC 1950, RFC 1951 stored blocks): it checks the signature, every chunk's CRC, the zlib
/// header, the block lengths and the Adler-32, and returns the greyscale pixels.
enum PNGReader {
    struct Image: Sendable {
        var width = 0
        var height = 0
        var bitDepth = 0
        var colourType = 0
        var chunkTypes: [String] = []
        /// Rows of pixels, `true` where the sample is 1 (white).
        var pixels: [[Bool]] = []
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// CRC-32 bit by bit (no table), polynomial 0xEDB88320, reflected.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return crc ^ 0xFFFF_FFFF
    }

    static func adler(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func read(_ file: [UInt8]) throws -> Image {
        guard file.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw Failure(description: "no PNG signature") }
        var image = Image()
        var compressed: [UInt8] = []
        var offset = 8
        while offset < file.count {
            let length = Int(bigEndian(file[offset..<offset + 4]))
            let type = Array(file[offset + 4..<offset + 8])
            let data = Array(file[offset + 8..<offset + 8 + length])
            let stored = bigEndian(file[offset + 8 + length..<offset + 12 + length])
            guard crc(type + data) == stored else { throw Failure(description: "bad CRC in \(String(decoding: type, as: UTF8.self))") }
            let name = String(decoding: type, as: UTF8.self)
            image.chunkTypes.append(name)
            switch name {
            case "IHDR":
                image.width = Int(bigEndian(data[0..<4]))
                image.height = Int(bigEndian(data[4..<8]))
                image.bitDepth = Int(data[8])
                image.colourType = Int(data[9])
                guard data[10] == 0, data[11] == 0, data[12] == 0 else { throw Failure(description: "unexpected compression, filter or interlace") }
            case "IDAT":
                compressed += data
            default:
                break
            }
            offset += 12 + length
        }
        guard image.chunkTypes.last == "IEND" else { throw Failure(description: "no IEND") }
        // zlib: CMF, FLG with (CMF·256 + FLG) % 31 == 0, then stored blocks, then Adler-32.
        guard compressed[0] & 0x0F == 8, (UInt32(compressed[0]) * 256 + UInt32(compressed[1])) % 31 == 0 else {
            throw Failure(description: "bad zlib header")
        }
        var raw: [UInt8] = []
        var position = 2
        while true {
            let header = compressed[position]
            guard header >> 1 & 3 == 0 else { throw Failure(description: "not a stored block") }
            let length = Int(compressed[position + 1]) | Int(compressed[position + 2]) << 8
            let complement = Int(compressed[position + 3]) | Int(compressed[position + 4]) << 8
            guard length ^ 0xFFFF == complement else { throw Failure(description: "bad stored block length") }
            raw += compressed[position + 5..<position + 5 + length]
            position += 5 + length
            if header & 1 == 1 { break }
        }
        guard bigEndian(compressed[position..<position + 4]) == adler(raw), position + 4 == compressed.count else {
            throw Failure(description: "bad Adler-32")
        }
        let rowBytes = (image.width + 7) / 8
        guard raw.count == (rowBytes + 1) * image.height else { throw Failure(description: "wrong image data size") }
        for y in 0..<image.height {
            let start = y * (rowBytes + 1)
            guard raw[start] == 0 else { throw Failure(description: "filter type \(raw[start])") }
            image.pixels.append((0..<image.width).map { x in raw[start + 1 + x / 8] >> (7 - UInt8(x % 8)) & 1 == 1 })
        }
        return image
    }
}
