/// A QR code symbol (Model 2): its version, error-correction level, mask and modules.
///
/// Create one from text; the encoder picks the segments, the smallest version that holds
/// them, the highest level that costs no extra size, and the mask with the lowest penalty.
/// The same text and options always give the same symbol.
///
/// ```swift
/// let code = try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/R/2")
/// print(code)           // QRCode(version 2, level M, mask 6, 25×25 modules, segments: alphanumeric 31)
/// code[row: 0, column: 0]   // true: the top-left finder pattern is dark
/// let svg = code.svg()      // for print and the web
/// let png = code.png()      // PNG file bytes
/// print(code.text())        // half blocks for the terminal
/// ```
public struct QRCode: Sendable, Hashable {
    /// The version, 1 to 40: the symbol is `4 × version + 17` modules a side.
    public let version: Int
    /// The error-correction level used (at least the one asked for).
    public let errorCorrection: QRErrorCorrection
    /// The data mask used, 0 to 7.
    public let mask: Int
    /// The segments the text was split into, in order.
    public let segments: [QRSegment]
    /// Row-major modules, 1 dark, 0 light.
    let modules: [UInt8]

    init(version: Int, errorCorrection: QRErrorCorrection, mask: Int, segments: [QRSegment], modules: [UInt8]) {
        self.version = version
        self.errorCorrection = errorCorrection
        self.mask = mask
        self.segments = segments
        self.modules = modules
    }

    /// Modules a side, quiet zone excluded: 21 for version 1 up to 177 for version 40.
    public var size: Int { VersionTable.size(version) }

    /// Whether the module at `row`, `column` (0-based from the top left, quiet zone excluded)
    /// is dark; modules outside the symbol are light, as the quiet zone is.
    public subscript(row row: Int, column column: Int) -> Bool {
        let size = size
        guard row >= 0, row < size, column >= 0, column < size else { return false }
        return modules[row * size + column] != 0
    }

    /// The modules as rows of booleans, `true` dark, quiet zone excluded: the matrix to draw
    /// with a renderer of your own.
    ///
    /// ```swift
    /// for (y, row) in code.matrix.enumerated() {
    ///     for (x, dark) in row.enumerated() where dark { fillSquare(x, y) }
    /// }
    /// ```
    public var matrix: [[Bool]] {
        let size = size
        return (0..<size).map { row in (0..<size).map { modules[row * size + $0] != 0 } }
    }
}
