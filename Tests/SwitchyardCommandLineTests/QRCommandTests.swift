import Foundation
import SwitchyardCommandLine
import SwitchyardQRCode
import Testing

extension CommandLineTests {
    /// `switchyard qr`, in-process: the symbol in each format, the route's QR-friendly URL,
    /// the refusal to write a PNG to a terminal, and every usage error with its text.
    @Suite("switchyard qr")
    struct QRCommandTests {
        final class Output {
            var text = ""
            var error = ""
            var bytes: [UInt8] = []
            var files: [String: [UInt8]] = [:]
        }

        static func run(_ arguments: [String], terminal: Bool = false, files: [String: String] = [:]) -> (status: Int32, output: Output) {
            let output = Output()
            var environment = CommandEnvironment(
                readFile: { path in files[path].map { .success($0) } ?? .failure(FileError(.read, path: path, reason: "no such file")) },
                readLine: { nil },
                write: { output.text += $0 },
                writeError: { output.error += $0 }
            )
            environment.standardOutputIsTerminal = terminal
            environment.writeBytes = { output.bytes += $0 }
            environment.writeFile = { path, bytes in
                guard !path.hasPrefix("/nonexistent/") else { return .failure(FileError(.write, path: path, reason: "No such file or directory")) }
                output.files[path] = bytes
                return .success(())
            }
            let status = SwitchyardCommand.run(["qr"] + arguments, environment: environment)
            return (status, output)
        }

        struct Written: CustomTestStringConvertible, Sendable {
            var name: String
            var arguments: [String]
            var text: String
            var level: QRErrorCorrection
            var testDescription: String { name }
        }

        static let written: [Written] = [
            Written(name: "a text, level M", arguments: ["raycipe://recipes/2"], text: "raycipe://recipes/2", level: .medium),
            Written(name: "--ec H", arguments: ["--ec", "H", "raycipe://recipes/2"], text: "raycipe://recipes/2", level: .high),
            Written(name: "--ec in lower case", arguments: ["--ec=q", "hello"], text: "hello", level: .quartile),
            Written(name: "a route, custom scheme", arguments: ["--route", "recipe.detail", "id=2"], text: "RAYCIPE://recipes/2", level: .medium),
            Written(
                name: "a route, web, with a query item", arguments: ["--route", "recipe.detail", "--scheme", "https", "id=007", "utm_source=qr"],
                text: "HTTPS://RAYCIPE.EXAMPLE.COM/recipes/7?utm_source=qr", level: .medium),
            Written(name: "a text after --", arguments: ["--", "--not-an-option"], text: "--not-an-option", level: .medium),
        ]

        @Test("text to standard output is the symbol for the text", arguments: written)
        func text(_ written: Written) throws {
            let result = Self.run(written.arguments)
            let code = try QRCode(encoding: written.text, options: .init(errorCorrection: written.level))
            #expect(result.status == 0)
            // A route's URL is not on the command line: it is printed on standard error.
            #expect(result.output.error == (written.arguments.contains("--route") ? written.text + "\n" : ""))
            #expect(result.output.text == code.text())
        }

        @Test("a route in a table with @case-insensitive-paths: upper-case literals")
        func caseInsensitiveTable() throws {
            let routes = "@case-insensitive-paths\nrecipe.detail  https://raycipe.example.com/recipes/:id(int)\n"
            let result = Self.run(["--routes", "app.routes", "--route", "recipe.detail", "id=2", "--format", "svg"], files: ["app.routes": routes])
            #expect(result.status == 0, "\(result.output.error)")
            #expect(result.output.text == (try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/RECIPES/2").svg()))
        }

        @Test("--invert, --border, svg, png to standard output and to a file")
        func formats() throws {
            let code = try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/R/2")
            #expect(Self.run(["--invert", "HTTPS://RAYCIPE.EXAMPLE.COM/R/2"]).output.text == code.text(inverted: true))
            #expect(Self.run(["--border", "1", "HTTPS://RAYCIPE.EXAMPLE.COM/R/2"]).output.text == code.text(border: 1))
            #expect(Self.run(["--format", "svg", "--border", "0", "HTTPS://RAYCIPE.EXAMPLE.COM/R/2"]).output.text == code.svg(border: 0))
            let png = Self.run(["--format", "png", "--scale", "3", "HTTPS://RAYCIPE.EXAMPLE.COM/R/2"])
            #expect(png.status == 0 && png.output.text == "" && png.output.bytes == code.png(scale: 3))
            let file = Self.run(["--format", "png", "-o", "card.png", "HTTPS://RAYCIPE.EXAMPLE.COM/R/2"], terminal: true)
            #expect(file.status == 0 && file.output.text == "" && file.output.bytes.isEmpty)
            #expect(file.output.files == ["card.png": code.png()])
            let svgFile = Self.run(["--format", "svg", "--output", "card.svg", "HTTPS://RAYCIPE.EXAMPLE.COM/R/2"])
            #expect(svgFile.output.files == ["card.svg": Array(code.svg().utf8)])
        }

        struct Failure: CustomTestStringConvertible, Sendable {
            var arguments: [String]
            var terminal = false
            var status: Int32
            var message: String
            var testDescription: String { arguments.joined(separator: " ") }
        }

        static let failures: [Failure] = [
            Failure(
                arguments: ["--format", "png", "hello"], terminal: true, status: 2,
                message: "a PNG is binary: give --output FILE, or redirect standard output to a file"),
            Failure(arguments: ["--ec", "X", "hello"], status: 2, message: "--ec takes L, M, Q or H, not 'X'"),
            Failure(arguments: ["--format", "jpg", "hello"], status: 2, message: "--format takes text, svg or png, not 'jpg'"),
            Failure(arguments: ["--format", "png", "--scale", "0", "hello"], status: 2, message: "--scale takes a whole number from 1 to 100, not '0'"),
            Failure(arguments: ["--border", "-1", "hello"], status: 2, message: "--border takes a whole number from 0 to 100, not '-1'"),
            Failure(arguments: ["--scale", "4", "hello"], status: 2, message: "--scale is for --format png (pixels a module)"),
            Failure(arguments: ["--invert", "--format", "svg", "hello"], status: 2, message: "--invert is for --format text"),
            Failure(arguments: [], status: 2, message: "qr needs the text to encode: \(QRCommandSynopsis.text)"),
            Failure(arguments: ["two", "texts"], status: 2, message: "qr takes one TEXT, not 2 (quote a text with spaces)"),
            Failure(arguments: ["--routes", "app.routes", "hello"], status: 2, message: "--routes and --scheme are for --route NAME"),
            Failure(arguments: ["--route", "recipe.detail", "id"], status: 2, message: "'id' is not key=value: give each parameter as name=value"),
            Failure(arguments: ["--colour", "hello"], status: 2, message: "unknown option '--colour'"),
        ]

        @Test("usage errors and refusals", arguments: failures)
        func failure(_ failure: Failure) {
            let result = Self.run(failure.arguments, terminal: failure.terminal)
            #expect(result.status == failure.status)
            #expect(result.output.text == "" && result.output.bytes.isEmpty)
            #expect(result.output.error.hasPrefix("switchyard: \(failure.message)\n"), "\(result.output.error)")
        }

        @Test("exit 1: a text that does not fit, a URL that cannot be built, a file that cannot be written")
        func notWritten() {
            let long = Self.run([String(repeating: "x", count: 2332)])
            #expect(long.status == 1)
            #expect(long.output.error == "switchyard: the text is 2332 bytes; a QR code at level M holds at most 2331 bytes (version 40)\n")
            let digits = Self.run(["--ec", "H", String(repeating: "7", count: 3058)])
            #expect(digits.output.error == "switchyard: the text is 3058 digits; a QR code at level H holds at most 3057 digits (version 40)\n")
            let route = Self.run(["--route", "recipe.detail", "id=abc"])
            #expect(route.status == 1)
            #expect(route.output.error == "switchyard: cannot build route 'recipe.detail' (raycipe://recipes/:id(int)): parameter 'id': \"abc\" is not a valid int\n")
            let file = Self.run(["--output", "/nonexistent/card.txt", "hello"])
            #expect(file.status == 1)
            #expect(file.output.error == "switchyard: cannot write /nonexistent/card.txt: No such file or directory\n")
        }

        @Test(
            "the executable writes a PNG that zbarimg reads back",
            .switchyardBuilt,
            .enabled(
                if: zbarimgPath != nil || ProcessInfo.processInfo.environment["SWITCHYARD_REQUIRE_TOOLS"] == "1",
                "needs zbarimg (Debian package zbar-tools)"))
        func endToEnd() throws {
            let zbarimg = try #require(zbarimgPath, "SWITCHYARD_REQUIRE_TOOLS=1, but zbarimg is missing: install the Debian package zbar-tools")
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-qr-\(getpid()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let result = try ExecutableTests.run(["qr", "--format", "png", "--output", path, "--scheme", "https", "--route", "recipe.detail", "id=2"])
            #expect(result.status == 0, "\(result.err)")
            #expect(result.out == "" && result.err == "HTTPS://RAYCIPE.EXAMPLE.COM/recipes/2\n")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: zbarimg)
            process.arguments = ["--raw", "-q", "-Sbinary", path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let read = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(String(decoding: read, as: UTF8.self) == "HTTPS://RAYCIPE.EXAMPLE.COM/recipes/2")
        }
    }
}

/// The synopsis in the command's own words, as its usage error repeats it.
enum QRCommandSynopsis {
    static let text = "switchyard qr [--ec L|M|Q|H] [--format text|svg|png] [--output FILE] [--scale N] [--border N] [--invert] TEXT, or switchyard qr [--routes FILE] [--scheme S] --route NAME [key=value ...]"
}

/// `zbarimg` (Debian package zbar-tools), when installed.
let zbarimgPath: String? = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return directories.map { "\($0)/zbarimg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}()
