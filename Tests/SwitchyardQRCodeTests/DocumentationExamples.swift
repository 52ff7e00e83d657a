import Switchyard
import SwitchyardQRCode
import Testing

extension QRCodeTests {
    /// The examples of Docs/QRCodes.md, run, and its table of sizes measured. Keep the two in step.
    @Suite("Docs/QRCodes.md examples")
    struct DocumentationExamples {
        static let routes = """
            recipe.detail  raycipe://recipes/:id(int)
            recipe.detail  https://raycipe.example.com/recipes/:id(int)
            """
        static let table = try! RouteTable(routesFile: routes, fileName: "app.routes")
        static let caseInsensitiveTable = try! RouteTable(routesFile: "@case-insensitive-paths\n" + routes, fileName: "app.routes")

        @Test func opening() throws {
            let code = try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/R/2")
            #expect("\(code)" == "QRCode(version 2, level M, mask 6, 25×25 modules, segments: alphanumeric 31)")
            #expect(code.svg().hasPrefix("<svg"))
            #expect(code.png().count > 0)
            #expect(code.text().contains("█"))
        }

        @Test func options() throws {
            var options = QRCode.Options(errorCorrection: .quartile)
            options.versions = 1...10
            options.raisesErrorCorrection = false
            let card = try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/R/2", options: options)
            #expect(card.version == 3 && card.errorCorrection == .quartile)
        }

        @Test func tooLong() {
            #expect(throws: QRCodeError.self) { try QRCode(encoding: String(repeating: "x", count: 3000)) }
            do {
                _ = try QRCode(encoding: String(repeating: "x", count: 3000))
            } catch {
                #expect("\(error)" == "the text is 3000 bytes; a QR code at level M holds at most 2331 bytes (version 40)")
            }
        }

        func cardCode(recipeID: Int, table: RouteTable) throws -> QRCode {
            let link = try table.url(for: "recipe.detail", parameters: ["id": recipeID], scheme: "https", form: .qrFriendly)
            return try QRCode(encoding: link, options: .init(errorCorrection: .quartile))
        }

        func qrResponse(recipeID: Int, png: Bool, table: RouteTable) throws -> (contentType: String, body: [UInt8]) {
            let link = try table.url(for: "recipe.detail", parameters: ["id": recipeID], scheme: "https", form: .qrFriendly)
            let code = try QRCode(encoding: link)
            return png ? ("image/png", code.png()) : ("image/svg+xml", Array(code.svg().utf8))
        }

        @Test func appAndServer() throws {
            let card = try cardCode(recipeID: 2, table: Self.table)
            #expect(card == (try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/recipes/2", options: .init(errorCorrection: .quartile))))
            let svg = try qrResponse(recipeID: 2, png: false, table: Self.table)
            #expect(svg.contentType == "image/svg+xml" && String(decoding: svg.body, as: UTF8.self).hasPrefix("<svg"))
            let png = try qrResponse(recipeID: 2, png: true, table: Self.table)
            #expect(png.contentType == "image/png" && png.body.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
        }

        @Test func qrFriendly() throws {
            #expect(try Self.table.url(for: "recipe.detail", parameters: ["id": 2], scheme: "https") == "https://raycipe.example.com/recipes/2")
            #expect(try Self.table.url(for: "recipe.detail", parameters: ["id": 2], scheme: "https", form: .qrFriendly) == "HTTPS://RAYCIPE.EXAMPLE.COM/recipes/2")
            #expect(try Self.caseInsensitiveTable.url(for: "recipe.detail", parameters: ["id": 2], scheme: "https", form: .qrFriendly) == "HTTPS://RAYCIPE.EXAMPLE.COM/RECIPES/2")
        }

        /// The table of sizes: modules a side at M, Q and H with the level kept, and the segments.
        @Test(
            "the sizes side by side",
            arguments: [
                ("https://raycipe.example.com/r/2", [29, 29, 33], "byte 31"),
                ("HTTPS://RAYCIPE.EXAMPLE.COM/R/2", [25, 29, 29], "alphanumeric 31"),
                ("https://raycipe.example.com/recipes/2?utm_source=qr", [33, 37, 41], "byte 51"),
                ("HTTPS://RAYCIPE.EXAMPLE.COM/recipes/2?utm_source=qr", [33, 33, 37], "alphanumeric 28, byte 23"),
                ("HTTPS://RAYCIPE.EXAMPLE.COM/RECIPES/2?utm_source=qr", [29, 33, 37], "alphanumeric 37, byte 14"),
                ("raycipe://recipes/550e8400-e29b-41d4-a716-446655440000", [33, 37, 41], "byte 42, numeric 12"),
                ("RAYCIPE://recipes/550E8400-E29B-41D4-A716-446655440000", [29, 33, 37], "alphanumeric 10, byte 7, alphanumeric 25, numeric 12"),
                ("RAYCIPE://RECIPES/550E8400-E29B-41D4-A716-446655440000", [29, 33, 37], "alphanumeric 42, numeric 12"),
            ])
        func sizes(link: String, sides: [Int], segments: String) throws {
            let measured = try [QRErrorCorrection.medium, .quartile, .high].map { level in
                try QRCode(encoding: link, options: .init(errorCorrection: level, raisesErrorCorrection: false))
            }
            #expect(measured.map(\.size) == sides)
            #expect(measured[0].segments.map(\.description).joined(separator: ", ") == segments)
        }

        @Test("the QR-friendly links of the table are what the builder makes")
        func tableLinks() throws {
            let routes = "recipe.card  raycipe://recipes/:key(uuid)\nrecipe.web  https://raycipe.example.com/recipes/:id(int)\n"
            let plain = try RouteTable(routesFile: routes, fileName: "cards.routes")
            let folded = try RouteTable(routesFile: "@case-insensitive-paths\n" + routes, fileName: "cards.routes")
            let key = ["key": "550e8400-e29b-41d4-a716-446655440000"]
            #expect(try plain.url(for: "recipe.card", parameterTexts: key, form: .qrFriendly) == "RAYCIPE://recipes/550E8400-E29B-41D4-A716-446655440000")
            #expect(try folded.url(for: "recipe.card", parameterTexts: key, form: .qrFriendly) == "RAYCIPE://RECIPES/550E8400-E29B-41D4-A716-446655440000")
            #expect(try plain.url(for: "recipe.web", parameterTexts: ["id": "2", "utm_source": "qr"], form: .qrFriendly) == "HTTPS://RAYCIPE.EXAMPLE.COM/recipes/2?utm_source=qr")
            #expect(try folded.url(for: "recipe.web", parameterTexts: ["id": "2", "utm_source": "qr"], form: .qrFriendly) == "HTTPS://RAYCIPE.EXAMPLE.COM/RECIPES/2?utm_source=qr")
        }

        @Test("a version-4 PNG at the default scale: 328 pixels a side, about 14 KB")
        func pngSize() throws {
            let png = try QRCode(encoding: "https://raycipe.example.com/recipes/2?utm_source=qr").png()
            #expect((13_000...15_000).contains(png.count), "\(png.count) bytes")
        }
    }
}
