import Switchyard
import SwitchyardQRCode

/// `switchyard qr [--ec L|M|Q|H] [--format text|svg|png] [--output FILE] [--scale N]
/// [--border N] [--invert] TEXT`: the QR code for TEXT; `switchyard qr [--routes FILE]
/// [--scheme S] --route NAME [key=value ...]` builds the route's URL first, in its
/// QR-friendly form (``RouteTable/url(for:parameterTexts:query:fragment:scheme:form:)``).
///
/// Text for the terminal is the default (`--invert` for a dark terminal); `svg` and `png`
/// are written to standard output or to `--output FILE`, and `png` is refused on a terminal
/// without `--output`. `--scale` (pixels a module, PNG only) is 8 unless given; `--border`
/// (the quiet zone, in modules) is 4. With `--route`, the URL encoded is printed on standard
/// error. Exit status 0 written, 1 the text does not fit or the URL cannot be built, 2 a
/// usage error.
///
/// ```
/// $ switchyard qr --route recipe.detail id=2 --scheme https
/// (the symbol for HTTPS://RAYCIPE.EXAMPLE.COM/recipes/2, in half blocks)
/// HTTPS://RAYCIPE.EXAMPLE.COM/recipes/2
/// $ switchyard qr --format png --output card.png --ec Q "HTTPS://RAYCIPE.EXAMPLE.COM/R/2"
/// $ switchyard qr --format svg "raycipe://recipes/2" > card.svg
/// ```
enum QRCommand {
    enum Format: String, CaseIterable {
        case text, svg, png
    }

    static let specs = [
        OptionSpec("--ec", aliases: ["--error-correction"], takesValue: true),
        OptionSpec("--format", takesValue: true),
        OptionSpec("--output", aliases: ["-o"], takesValue: true),
        OptionSpec("--scale", takesValue: true),
        OptionSpec("--border", takesValue: true),
        OptionSpec("--invert", takesValue: false),
        OptionSpec("--route", takesValue: true),
        OptionSpec.routes,
        OptionSpec.scheme,
    ]

    static let synopsis = "switchyard qr [--ec L|M|Q|H] [--format text|svg|png] [--output FILE] [--scale N] [--border N] [--invert] TEXT, or switchyard qr [--routes FILE] [--scheme S] --route NAME [key=value ...]"

    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, accepting: specs)
        let level = try errorCorrection(options.value("--ec"))
        let format = try format(options.value("--format"))
        let border = try number("--border", options.value("--border"), range: 0...100) ?? 4
        let scale = try number("--scale", options.value("--scale"), range: 1...100)
        if scale != nil, format != .png { throw UsageError("--scale is for --format png (pixels a module)") }
        if options.isGiven("--invert"), format != .text { throw UsageError("--invert is for --format text") }
        let output = options.value("--output")
        if format == .png, output == nil, environment.standardOutputIsTerminal {
            throw UsageError("a PNG is binary: give --output FILE, or redirect standard output to a file")
        }

        let text: String
        let route = options.value("--route")
        if let route {
            let values = try KeyValueOperands.parse(options.operands)
            let table = try TableLoader.load(options, environment)
            do {
                text = try table.url(for: route, parameterTexts: values, scheme: options.scheme, form: .qrFriendly)
            } catch {
                environment.writeError("switchyard: \(error)\n")
                return 1
            }
        } else {
            if options.routesFile != nil || options.scheme != nil {
                throw UsageError("--routes and --scheme are for --route NAME")
            }
            guard options.operands.count == 1 else {
                throw UsageError(
                    options.operands.isEmpty
                        ? "qr needs the text to encode: \(synopsis)"
                        : "qr takes one TEXT, not \(options.operands.count) (quote a text with spaces)")
            }
            text = options.operands[0]
        }

        let code: QRCode
        do {
            code = try QRCode(encoding: text, options: QRCode.Options(errorCorrection: level))
        } catch {
            environment.writeError("switchyard: \(error)\n")
            return 1
        }

        let bytes: [UInt8]
        switch format {
        case .text: bytes = Array(code.text(border: border, inverted: options.isGiven("--invert")).utf8)
        case .svg: bytes = Array(code.svg(border: border).utf8)
        case .png: bytes = code.png(scale: scale ?? 8, border: border)
        }
        if let output {
            guard let writeFile = environment.writeFile else {
                environment.writeError("switchyard: cannot write files here\n")
                return 1
            }
            if case .failure(let error) = writeFile(output, bytes) {
                environment.writeError("switchyard: \(error)\n")
                return 1
            }
        } else if format == .png {
            guard let writeBytes = environment.writeBytes else {
                environment.writeError("switchyard: cannot write binary output here: give --output FILE\n")
                return 1
            }
            writeBytes(bytes)
        } else {
            environment.write(String(decoding: bytes, as: UTF8.self))
        }
        // The URL a route built is not on the command line: say what the symbol holds, on
        // standard error, so that standard output stays the symbol alone.
        if route != nil { environment.writeError(text + "\n") }
        return 0
    }

    private static func errorCorrection(_ value: String?) throws(UsageError) -> QRErrorCorrection {
        guard let value else { return .medium }
        guard let level = QRErrorCorrection(rawValue: value.uppercased()) else {
            throw UsageError("--ec takes L, M, Q or H, not '\(value)'")
        }
        return level
    }

    private static func format(_ value: String?) throws(UsageError) -> Format {
        guard let value else { return .text }
        guard let format = Format(rawValue: value) else {
            throw UsageError("--format takes text, svg or png, not '\(value)'")
        }
        return format
    }

    private static func number(_ name: String, _ value: String?, range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let value else { return nil }
        guard let number = Int(value), range.contains(number) else {
            throw UsageError("\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(value)'")
        }
        return number
    }
}
