/// The split of a text into numeric, alphanumeric and byte segments whose bit stream is the
/// shortest possible for one version group, found exactly by dynamic programming.
///
/// The cost of a segment is its 4-bit mode indicator, its character count (whose width
/// depends on the version group) and its data: numeric digits cost 4, 3, 3 bits in turn
/// (three digits in 10 bits, a final one or two in 4 or 7), alphanumeric characters 6, 5 in
/// turn (two in 11 bits, a final one in 6), bytes 8. Because those costs are exact only with
/// the position inside the current group of three digits or pair of characters, the states
/// are: numeric with 1, 2 or 3 digits in its last group, alphanumeric with an odd or even
/// count, and byte. Each byte of the text moves every state to its cheapest successor; the
/// cheapest final state, followed back, is the optimal segmentation.
struct OptimalSegmentation {
    /// One segment: its mode, where it starts in the text, and how many bytes it holds.
    struct Piece: Equatable {
        var mode: QRMode
        var start: Int
        var count: Int
    }

    /// The segments, in order.
    var pieces: [Piece]
    /// The bits of the whole stream: mode indicators, counts and data, before the terminator.
    var bitCount: Int

    // States: numeric ending a group with 1, 2 or 3 digits, alphanumeric odd or even, byte.
    private static let numeric1 = 0, numeric2 = 1, numeric3 = 2, alphanumericOdd = 3, alphanumericEven = 4, byte = 5
    private static let stateCount = 6
    private static let unreachable = Int.max / 4

    private static func mode(ofState state: Int) -> QRMode {
        state <= numeric3 ? .numeric : state <= alphanumericEven ? .alphanumeric : .byte
    }

    /// The cost of `state` after byte `index` when that byte opens a group (three digits, two
    /// characters, one byte) costing `bits`: after `continuing`, the state that closes the
    /// previous group of the same segment, or as the first of a new segment after `fresh`
    /// (whose cost includes the new segment's header). The cheaper wins, the continuation on a
    /// tie, and is recorded in `previous` as the state before.
    @inline(__always)
    private static func openGroup(
        _ state: Int, at index: Int, bits: Int, continuing: (cost: Int, state: Int), fresh: (cost: Int, state: Int),
        previous: inout [UInt8]
    ) -> Int {
        let chosen = fresh.cost < continuing.cost ? fresh : continuing
        previous[index * stateCount + state] = UInt8(chosen.state)
        return chosen.cost + bits
    }

    /// Finds the optimal segmentation of `text` for the version `group` (0, 1 or 2).
    init(_ text: [UInt8], group: Int) {
        let count = text.count
        guard count > 0 else {
            pieces = []
            bitCount = 0
            return
        }
        let numericHeader = 4 + QRMode.numeric.countBits(group: group)
        let alphanumericHeader = 4 + QRMode.alphanumeric.countBits(group: group)
        let byteHeader = 4 + QRMode.byte.countBits(group: group)
        let alphanumericValues = CharacterClass.alphanumericValues
        let unreachable = Self.unreachable

        // previous[i * 6 + s]: the state before byte i when byte i ends in state s.
        var previous = [UInt8](repeating: 0, count: count * Self.stateCount)
        // The cheapest cost of each state after the bytes so far.
        var n1 = unreachable, n2 = unreachable, n3 = unreachable
        var aOdd = unreachable, aEven = unreachable, b = unreachable

        @inline(__always)
        func cheaper(_ x: (cost: Int, state: Int), _ y: (cost: Int, state: Int)) -> (cost: Int, state: Int) {
            y.cost < x.cost ? y : x
        }

        for index in 0..<count {
            let character = text[index]
            let base = index * Self.stateCount
            // The cheapest state outside each mode, to start a new segment of that mode from.
            let fromNotNumeric: (cost: Int, state: Int)
            let fromNotAlphanumeric: (cost: Int, state: Int)
            let fromNotByte: (cost: Int, state: Int)
            if index == 0 {
                fromNotNumeric = (0, 0)
                fromNotAlphanumeric = (0, 0)
                fromNotByte = (0, 0)
            } else {
                let numeric = cheaper(cheaper((n1, Self.numeric1), (n2, Self.numeric2)), (n3, Self.numeric3))
                let alphanumeric = cheaper((aOdd, Self.alphanumericOdd), (aEven, Self.alphanumericEven))
                let byte = (cost: b, state: Self.byte)
                fromNotNumeric = cheaper(alphanumeric, byte)
                fromNotAlphanumeric = cheaper(numeric, byte)
                fromNotByte = cheaper(numeric, alphanumeric)
            }
            var nextN1 = unreachable, nextN2 = unreachable, nextN3 = unreachable
            var nextAOdd = unreachable, nextAEven = unreachable

            if CharacterClass.isNumeric(character) {
                nextN1 = Self.openGroup(
                    Self.numeric1, at: index, bits: 4, continuing: (n3, Self.numeric3),
                    fresh: (fromNotNumeric.cost + numericHeader, fromNotNumeric.state), previous: &previous)
                nextN2 = n1 + 3
                previous[base + Self.numeric2] = UInt8(Self.numeric1)
                nextN3 = n2 + 3
                previous[base + Self.numeric3] = UInt8(Self.numeric2)
            }
            if alphanumericValues[Int(character)] != 255 {
                nextAOdd = Self.openGroup(
                    Self.alphanumericOdd, at: index, bits: 6, continuing: (aEven, Self.alphanumericEven),
                    fresh: (fromNotAlphanumeric.cost + alphanumericHeader, fromNotAlphanumeric.state), previous: &previous)
                nextAEven = aOdd + 5
                previous[base + Self.alphanumericEven] = UInt8(Self.alphanumericOdd)
            }
            b = Self.openGroup(
                Self.byte, at: index, bits: 8, continuing: (b, Self.byte), fresh: (fromNotByte.cost + byteHeader, fromNotByte.state),
                previous: &previous)
            n1 = min(nextN1, unreachable)
            n2 = min(nextN2, unreachable)
            n3 = min(nextN3, unreachable)
            aOdd = min(nextAOdd, unreachable)
            aEven = min(nextAEven, unreachable)
        }

        var best = (cost: n1, state: Self.numeric1)
        for candidate in [
            (n2, Self.numeric2), (n3, Self.numeric3), (aOdd, Self.alphanumericOdd),
            (aEven, Self.alphanumericEven), (b, Self.byte),
        ] where candidate.0 < best.cost {
            best = (candidate.0, candidate.1)
        }
        var state = best.state
        bitCount = best.cost

        // Follow the states back, collecting runs of one mode.
        var reversed: [Piece] = []
        var end = count
        var index = count - 1
        while index >= 0 {
            let mode = Self.mode(ofState: state)
            let before = index > 0 ? Int(previous[index * Self.stateCount + state]) : state
            if index == 0 || Self.mode(ofState: before) != mode {
                reversed.append(Piece(mode: mode, start: index, count: end - index))
                end = index
            }
            state = before
            index -= 1
        }
        pieces = reversed.reversed()
    }
}
