extension QRCode {
    /// The symbol as text for a terminal: two rows of modules a line, drawn with the half
    /// blocks `▀ ▄ █` and space, with a quiet zone of `border` modules.
    ///
    /// The normal form draws the dark modules, for a terminal with dark text on a light
    /// background; `inverted: true` draws the light ones, for light text on a dark background,
    /// so that the symbol always reads dark on light. Each line ends with `\n`. Rows past the
    /// last of the quiet zone are left as the terminal's own background.
    ///
    /// ```swift
    /// print(try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/R/2").text(inverted: true))
    /// ```
    ///
    /// - Parameters:
    ///   - border: the quiet zone, in modules, 0 or more; 4 unless given.
    ///   - inverted: whether to draw the light modules rather than the dark ones.
    /// - Precondition: `border >= 0`.
    public func text(border: Int = 4, inverted: Bool = false) -> String {
        precondition(border >= 0, "the quiet zone cannot be negative (\(border) modules)")
        let across = size + 2 * border
        var out = ""
        out.reserveCapacity((across * 3 + 1) * (across + 1) / 2)
        for top in stride(from: 0, to: across, by: 2) {
            for x in 0..<across {
                let upper = self[row: top - border, column: x - border] != inverted
                let lower = top + 1 < across && self[row: top + 1 - border, column: x - border] != inverted
                out += upper ? (lower ? "█" : "▀") : (lower ? "▄" : " ")
            }
            out += "\n"
        }
        return out
    }
}
