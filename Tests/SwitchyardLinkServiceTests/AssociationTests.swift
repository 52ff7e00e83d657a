import Foundation
@testable import SwitchyardLinkService
import Switchyard
import Testing

@Suite("Association files")
struct AssociationTests {
    static var configuration: AssociationConfiguration {
        makeService().configuration.association
    }

    @Test("apple-app-site-association: the service's own links first (API paths and debug pages excluded), then the routes most specific first, exclude for a web-only route")
    func apple() throws {
        let text = try AppleAppSiteAssociation.file(for: testRoutes, configuration: Self.configuration)
        #expect(
            text == """
                {
                  "applinks": {
                    "details": [
                      {
                        "appIDs": [
                          "ABCDE12345.com.example.raycipe"
                        ],
                        "components": [
                          {
                            "/": "/v1/*",
                            "exclude": true,
                            "comment": "the link service's API"
                          },
                          {
                            "/": "/.well-known/*",
                            "exclude": true,
                            "comment": "the association files"
                          },
                          {
                            "/": "/*",
                            "?": {
                              "d": "1"
                            },
                            "exclude": true,
                            "comment": "a link's debug page"
                          },
                          {
                            "/": "/*",
                            "comment": "the link service's short and long links"
                          },
                          {
                            "/": "/recipes/new",
                            "comment": "recipe.new"
                          },
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
                            "/": "/share",
                            "?": {
                              "recipeID": "*",
                              "via": "qr"
                            },
                            "comment": "share"
                          },
                          {
                            "/": "/files",
                            "comment": "files"
                          },
                          {
                            "/": "/files/*",
                            "comment": "files"
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

    @Test("a table whose file would pass 128 KB fails with its size")
    func sizeLimit() throws {
        let definitions = (0..<1500).map { RouteDefinition(name: "route.number.\($0)", pattern: "https://raycipe.example.com/some/long/section/name/\($0)/:id(int)") }
        let table = try RouteTable(definitions)
        var configuration = AssociationConfiguration()
        configuration.appIDs = ["ABCDE12345.com.example.raycipe"]
        #expect(throws: AssociationError("the apple-app-site-association file would be 176450 bytes, over the 131072-byte (128 KB) limit; serve fewer routes or combine them with ** patterns")) {
            try AppleAppSiteAssociation.file(for: table, configuration: configuration)
        }
    }

    @Test(
        "configuration mistakes are errors",
        arguments: [
            ([String](), Set<String>(), "the apple-app-site-association file needs an app ID (TEAMID.BUNDLEID)"),
            (["com.example.raycipe"], Set<String>(), "'com.example.raycipe' is not an app ID: a ten-character team ID, a dot and a bundle ID (ABCDE12345.com.example.app)"),
            (["ABCDE12345.com.example.raycipe"], Set(["recipe.nope"]), "the web-only route 'recipe.nope' is not a route of the table"),
        ])
    func appleErrors(appIDs: [String], webOnly: Set<String>, message: String) {
        var configuration = AssociationConfiguration()
        configuration.appIDs = appIDs
        configuration.webOnlyRoutes = webOnly
        #expect(throws: AssociationError(message)) { try AppleAppSiteAssociation.file(for: testRoutes, configuration: configuration) }
    }

    /// The expected XML is `Data/android-filters.xml`, compared whole.
    @Test("Android: one filter per host, dots escaped in pathPattern, web-only routes left out")
    func android() throws {
        let table = try RouteTable(
            routesFile: """
                detail  https://raycipe.example.com/recipes/:id(int)
                edit    https://raycipe.example.com/recipes/:id(int)/edit
                file    https://raycipe.example.com/files/:name/v1.0
                about   https://raycipe.example.com/about.html
                docs    https://docs.raycipe.example.com/**
                custom  raycipe://recipes/:id(int)
                """, fileName: "android.routes")
        var configuration = AssociationConfiguration()
        configuration.webOnlyRoutes = ["edit"]
        let xml = try AndroidIntentFilters.xml(for: table, configuration: configuration)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data/android-filters.xml")
        #expect(xml == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test("Android: a table without https routes has no filter")
    func androidEmpty() throws {
        let table = try RouteTable([RouteDefinition(name: "custom", pattern: "raycipe://recipes/:id(int)")])
        #expect(throws: AssociationError("the table has no route pinned to an https host, so there is no intent filter to write")) {
            try AndroidIntentFilters.xml(for: table, configuration: AssociationConfiguration())
        }
    }

    @Test("assetlinks.json: package and fingerprints, upper-cased")
    func assetLinks() throws {
        #expect(
            try AssetLinks.file(configuration: Self.configuration) == """
                [
                  {
                    "relation": [
                      "delegate_permission/common.handle_all_urls"
                    ],
                    "target": {
                      "namespace": "android_app",
                      "package_name": "com.example.raycipe",
                      "sha256_cert_fingerprints": [
                        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
                      ]
                    }
                  }
                ]

                """)
    }

    @Test(
        "assetlinks.json: configuration mistakes",
        arguments: [
            (nil as String?, ["14:6D"], "assetlinks.json needs the Android package name"),
            ("raycipe", ["14:6D"], "'raycipe' is not an Android package name (two or more dot-separated identifiers, com.example.app)"),
            ("com.example.raycipe", [], "assetlinks.json needs the SHA-256 fingerprint of the app's signing certificate"),
            ("com.example.raycipe", ["14:6D:E9"], "'14:6D:E9' is not a SHA-256 fingerprint: 32 hex bytes separated by colons (14:6D:E9:…)"),
        ])
    func assetLinkErrors(package: String?, fingerprints: [String], message: String) {
        var configuration = AssociationConfiguration()
        configuration.androidPackage = package
        configuration.androidFingerprints = fingerprints
        #expect(throws: AssociationError(message)) { try AssetLinks.file(configuration: configuration) }
    }

    @Test("served as JSON without a redirect; a configuration that cannot write one is a 404 with the reason")
    func served() async {
        let service = makeService()
        let apple = await service.respond(to: request("GET", "/.well-known/apple-app-site-association"))
        #expect(apple.status == 200)
        #expect(apple.header("Content-Type") == "application/json")
        #expect(apple.header("Location") == nil)
        #expect(apple.text == (try? AppleAppSiteAssociation.file(for: testRoutes, configuration: service.configuration.association)))
        let android = await service.respond(to: request("GET", "/.well-known/assetlinks.json"))
        #expect(android.status == 200)
        #expect(android.header("Content-Type") == "application/json")
        let bare = LinkService(configuration: LinkServiceConfiguration(prefix: testPrefix, allowlist: testAllowlist), store: InMemoryLinkStore())
        let missing = await bare.respond(to: request("GET", "/.well-known/apple-app-site-association"))
        #expect(missing.status == 404)
        #expect(missing.text == apiErrorBody(404, "NOT_FOUND", "no apple-app-site-association is served: no route table is configured"))
        let post = await service.respond(to: request("POST", "/.well-known/assetlinks.json"))
        #expect(post.status == 405)
        #expect(post.header("Allow") == "GET, HEAD")
    }
}

/// The association files claim the link service's own links on its domain.
@Suite("Association files: the service's own links")
struct LinkDomainAssociationTests {
    static func configuration(_ prefix: String) -> AssociationConfiguration {
        var configuration = AssociationConfiguration()
        configuration.appIDs = ["ABCDE12345.com.example.raycipe"]
        configuration.linkPrefix = prefix
        configuration.hosts = []
        return configuration
    }

    @Test("iOS takes the first component that matches: a short link opens the app, ?d=1 and the API do not")
    func appleOrder() throws {
        let text = try AppleAppSiteAssociation.file(for: testRoutes, configuration: Self.configuration("https://example.com/link/"))
        let json = try JSONParser.parse(text)
        guard case .array(let details)? = json["applinks"]?["details"], case .array(let components)? = details.first?["components"] else {
            Issue.record("no components in \(text)")
            return
        }
        #expect(components.map { $0["/"]?.string } == ["/v1/*", "/.well-known/*", "/link/*", "/link/*"])
        #expect(components.map { $0["exclude"] == .bool(true) } == [true, true, true, false])
        #expect(components[2]["?"]?["d"]?.string == "1")
    }

    @Test("Android: a filter on the link host for one-segment suffixes, the debug page not allowed")
    func android() throws {
        let xml = try AndroidIntentFilters.xml(for: testRoutes, configuration: Self.configuration("https://L.raycipe.example.com"))
        #expect(
            xml == """
                <intent-filter android:autoVerify="true">
                    <action android:name="android.intent.action.VIEW" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <category android:name="android.intent.category.BROWSABLE" />
                    <data android:scheme="https" />
                    <data android:host="l.raycipe.example.com" />
                    <uri-relative-filter-group android:allow="false"> <!-- a link's debug page -->
                        <data android:query="d=1" />
                    </uri-relative-filter-group>
                    <data android:pathAdvancedPattern="/[A-Za-z0-9]+" /> <!-- the link service's short links -->
                </intent-filter>

                """)
    }

    @Test("a prefix that is not https://host[/path] is an error naming it")
    func badPrefix() {
        #expect(throws: AssociationError("the link prefix 'http://l.example.com' is not https://host with an optional path")) {
            try AppleAppSiteAssociation.file(for: testRoutes, configuration: Self.configuration("http://l.example.com"))
        }
    }
}
