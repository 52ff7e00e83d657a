/// How many characters of one mode a version holds at a level, in a single segment.
enum Capacity {
    static func characters(_ mode: QRMode, version: Int, level: QRErrorCorrection) -> Int {
        let countBits = mode.countBits(group: VersionTable.group(version))
        let available = VersionTable.dataBits(version, level) - 4 - countBits
        guard available >= 0 else { return 0 }
        let count =
            switch mode {
            case .numeric: available / 10 * 3 + (available % 10 >= 7 ? 2 : available % 10 >= 4 ? 1 : 0)
            case .alphanumeric: available / 11 * 2 + (available % 11 >= 6 ? 1 : 0)
            case .byte: available / 8
            }
        return min(count, (1 << countBits) - 1)
    }
}
