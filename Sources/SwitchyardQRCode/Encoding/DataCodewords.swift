/// The data codewords of a symbol: each segment's mode indicator, character count and data,
/// then the terminator, the zero bits to a codeword boundary and the alternating pad
/// codewords `0xEC 0x11`.
enum DataCodewords {
    /// Writes `pieces` of `text` into `capacity` codewords for a version of `group`.
    ///
    /// The caller has checked that the bit stream fits.
    static func make(_ text: [UInt8], _ pieces: [OptimalSegmentation.Piece], group: Int, capacity: Int) -> [UInt8] {
        var writer = BitWriter(capacity: capacity)
        let alphanumericValues = CharacterClass.alphanumericValues
        for piece in pieces {
            writer.append(piece.mode.indicator, width: 4)
            writer.append(UInt32(piece.count), width: piece.mode.countBits(group: group))
            let end = piece.start + piece.count
            switch piece.mode {
            case .numeric:
                var index = piece.start
                while index < end {
                    let length = min(3, end - index)
                    var value: UInt32 = 0
                    for offset in 0..<length { value = value * 10 + UInt32(text[index + offset] - 0x30) }
                    writer.append(value, width: length * 3 + 1)
                    index += length
                }
            case .alphanumeric:
                var index = piece.start
                while index + 1 < end {
                    let value = UInt32(alphanumericValues[Int(text[index])]) * 45 + UInt32(alphanumericValues[Int(text[index + 1])])
                    writer.append(value, width: 11)
                    index += 2
                }
                if index < end { writer.append(UInt32(alphanumericValues[Int(text[index])]), width: 6) }
            case .byte:
                for index in piece.start..<end { writer.append(UInt32(text[index]), width: 8) }
            }
        }
        let capacityBits = capacity * 8
        writer.append(0, width: min(4, capacityBits - writer.bitCount))
        writer.append(0, width: (8 - writer.bitCount % 8) % 8)
        var bytes = writer.bytes
        var pad: UInt8 = 0xEC
        for index in (writer.bitCount / 8)..<capacity {
            bytes[index] = pad
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return bytes
    }
}
