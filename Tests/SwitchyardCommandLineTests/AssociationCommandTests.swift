import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard aasa`, `assetlinks` and `android-filters` over a routes file.
    @Suite("switchyard aasa, assetlinks, android-filters")
    struct AssociationCommandTests {
        static let routes = """
            home https://raycipe.example.com/
            recipe.detail https://raycipe.example.com/recipes/:id(int)
            recipe.slug https://raycipe.example.com/recipes/:slug
            recipe.edit https://raycipe.example.com/recipes/:id(int)/edit
            app.only raycipe://settings

            """

        @Test func theAppleFileWithAnExcludedRouteAndTwoRoutesTheFormatCannotTellApart() {
            let result = switchyard(["aasa", "--routes", "r.routes", "--app-id", "ABCDE12345.com.example.raycipe", "--web-only", "recipe.edit"], files: ["r.routes": Self.routes])
            expectRun(
                result, status: 0,
                out: """
                    {
                      "applinks": {
                        "details": [
                          {
                            "appIDs": [
                              "ABCDE12345.com.example.raycipe"
                            ],
                            "components": [
                              {
                                "/": "/recipes/*/edit",
                                "exclude": true,
                                "comment": "recipe.edit"
                              },
                              {
                                "/": "/recipes/*",
                                "comment": "recipe.detail"
                              },
                              {
                                "/": "/",
                                "comment": "home"
                              }
                            ]
                          }
                        ]
                      }
                    }

                    """)
        }

        @Test func theAppleFileNeedsAnAppIDAndRefusesABadOne() {
            #expect(switchyard(["aasa"]).status == 2)
            expectRun(
                switchyard(["aasa", "--app-id", "com.example"]), status: 1, out: "",
                err: "switchyard: 'com.example' is not an app ID: a ten-character team ID, a dot and a bundle ID (ABCDE12345.com.example.app)\n")
        }

        /// The expected XML is `Data/android-filters.xml`, compared whole.
        @Test func androidFiltersLeaveWebOnlyRoutesOut() {
            let result = switchyard(["android-filters", "--routes", "r.routes", "--web-only", "recipe.edit"], files: ["r.routes": Self.routes])
            expectRun(result, status: 0, out: goldenFile("android-filters.xml"))
        }

        @Test func assetLinksAndItsErrors() {
            let fingerprint = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
            let result = switchyard(["assetlinks", "--android-package", "com.example.raycipe", "--android-fingerprint", fingerprint])
            #expect(result.status == 0)
            #expect(result.out.contains("\"sha256_cert_fingerprints\": [\n        \"\(fingerprint)\"\n      ]"))
            expectRun(switchyard(["assetlinks", "--android-fingerprint", fingerprint]), status: 1, out: "", err: "switchyard: assetlinks.json needs the Android package name\n")
        }

        @Test func serveNeedsADomainAndTheAsynchronousEntryPoint() async {
            #expect(switchyard(["serve", "--domain", "https://l.example.com"]).status == 2)
            final class Box: @unchecked Sendable { var err = "" }
            let box = Box()
            let environment = CommandEnvironment(readFile: { _ in .failure(FileError(.read, path: "", reason: "none")) }, readLine: { nil }, write: { _ in }, writeError: { box.err += $0 })
            let status = await SwitchyardCommand.run(["serve", "--port", "70000", "--domain", "https://l.example.com"], environment: environment)
            #expect(status == 2)
            #expect(box.err.hasPrefix("switchyard: --port must be 0 to 65535, not '70000'\n"))
            box.err = ""
            #expect(await SwitchyardCommand.run(["serve", "--domain", "http://l.example.com"], environment: environment) == 2)
            #expect(box.err.hasPrefix("switchyard: --domain: 'http://l.example.com' is not a dynamic link prefix: http is not allowed, use https\n"))
            box.err = ""
            #expect(await SwitchyardCommand.run(["serve"], environment: environment) == 2)
            #expect(box.err.hasPrefix("switchyard: serve needs --domain URL: the link prefix it serves (https://l.example.com)\n"))
        }
    }
}
