import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard link build` end to end: the long link on standard output, warnings on
    /// standard error, exit 0 built, 1 not buildable, 2 usage error.
    @Suite("switchyard link build")
    struct LinkBuildCommandTests {
        static let recipe = ["link", "build", "--prefix", "https://rayciperw.page.link", "--link", "https://raycipe.example.com/recipes/2"]

        @Test func theTutorialsLink() {
            let result = switchyard(Self.recipe + ["--ibi", "com.example.raycipe", "--isi", "1234567890"])
            #expect(
                result
                    == CommandResult(
                        status: 0,
                        out: "https://rayciperw.page.link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&ibi=com.example.raycipe&isi=1234567890\n",
                        err: ""
                    ))
        }

        @Test func everyParameterHasAnOptionAndAnAliasMeaningTheSame() {
            let values: [String: String] = [
                "apn": "com.example.raycipe", "afl": "https://raycipe.example.com/android", "amv": "21", "al": "raycipe://recipes/2",
                "ibi": "com.example.raycipe", "ifl": "https://raycipe.example.com/ios", "ius": "raycipe", "isi": "1234567890", "imv": "2.1",
                "ipbi": "com.example.raycipe.ipad", "ipfl": "https://raycipe.example.com/ipad", "ofl": "https://raycipe.example.com/web",
                "st": "Apple pie", "sd": "Grandma's", "si": "https://raycipe.example.com/pie.png",
                "utm_source": "flyer", "utm_medium": "print", "utm_campaign": "spring", "utm_term": "pie", "utm_content": "a&b",
                "at": "at1", "ct": "ct1", "pt": "pt1", "mt": "8",
            ]
            let short = values.sorted(by: { $0.key < $1.key }).flatMap { ["--" + $0.key, $0.value] } + ["--efr", "--d"]
            let long = [
                "--android-package-name", "com.example.raycipe", "--android-fallback-link", "https://raycipe.example.com/android",
                "--android-min-version-code", "21", "--android-link", "raycipe://recipes/2",
                "--ios-bundle-id", "com.example.raycipe", "--ios-fallback-link", "https://raycipe.example.com/ios",
                "--ios-custom-scheme", "raycipe", "--ios-app-store-id", "1234567890", "--ios-min-version", "2.1",
                "--ipad-bundle-id", "com.example.raycipe.ipad", "--ipad-fallback-link", "https://raycipe.example.com/ipad",
                "--other-platform-fallback-link", "https://raycipe.example.com/web",
                "--social-title", "Apple pie", "--social-description", "Grandma's", "--social-image-link", "https://raycipe.example.com/pie.png",
                "--utm-source", "flyer", "--utm-medium", "print", "--utm-campaign", "spring", "--utm-term", "pie", "--utm-content", "a&b",
                "--affiliate-token", "at1", "--campaign-token", "ct1", "--provider-token", "pt1", "--media-type", "8",
                "--force-redirect", "--debug",
            ]
            let expected =
                "https://rayciperw.page.link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2"
                + "&apn=com.example.raycipe&afl=https%3A%2F%2Fraycipe.example.com%2Fandroid&amv=21&al=raycipe%3A%2F%2Frecipes%2F2"
                + "&ibi=com.example.raycipe&ifl=https%3A%2F%2Fraycipe.example.com%2Fios&ius=raycipe&isi=1234567890&imv=2.1"
                + "&ipbi=com.example.raycipe.ipad&ipfl=https%3A%2F%2Fraycipe.example.com%2Fipad&efr=1&ofl=https%3A%2F%2Fraycipe.example.com%2Fweb"
                + "&st=Apple%20pie&sd=Grandma%27s&si=https%3A%2F%2Fraycipe.example.com%2Fpie.png"
                + "&utm_source=flyer&utm_medium=print&utm_campaign=spring&utm_term=pie&utm_content=a%26b&at=at1&ct=ct1&pt=pt1&mt=8&d=1\n"
            #expect(switchyard(Self.recipe + short) == CommandResult(status: 0, out: expected, err: ""))
            #expect(
                switchyard(["link", "build", "--domain-uri-prefix", "https://rayciperw.page.link", "--deep-link", "https://raycipe.example.com/recipes/2"] + long)
                    == CommandResult(status: 0, out: expected, err: ""))
        }

        @Test func warningsGoToStandardErrorAndTheLinkIsStillBuilt() {
            let result = switchyard(Self.recipe + ["--ifl", "raycipe://home", "--si", "/pie.png", "--param", "utm_id=7"])
            #expect(
                result
                    == CommandResult(
                        status: 0,
                        out: "https://rayciperw.page.link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&ifl=raycipe%3A%2F%2Fhome&si=%2Fpie.png&utm_id=7\n",
                        err: """
                            warning: UNRECOGNIZED_PARAM: the parameter 'utm_id' is not one the format knows; it is kept as it is
                            warning: BAD_URI_SCHEME_IOS_FALLBACK_LINK: the fallback ifl is not an http or https URL: 'raycipe://home'
                            warning: NOT_URI_SOCIAL_IMAGE_LINK: the preview image si is not an absolute URL: '/pie.png'

                            """
                    ))
        }

        @Test(arguments: [
            (["--amv", "abc"], "amv must be an integer of zero or more, not 'abc'"),
            (["--isi", "id42"], "isi must be digits, not 'id42'"),
            (["--ifl", "https://bad host/"], "ifl must be a URL, not 'https://bad host/'"),
            (["--st", "a\u{1}b"], "the value of 'st' holds a control character, which a link cannot carry"),
            (["--param", "isi=1"], "the parameter 'isi' is given more than once"),
        ])
        func aValueThatCannotBeBuiltExitsOne(_ example: (arguments: [String], message: String)) {
            expectRun(switchyard(Self.recipe + example.arguments), status: 1, out: "", err: "switchyard: link build: \(example.message)\n")
        }

        @Test(arguments: [
            (
                ["--prefix", "http://rayciperw.page.link", "--link", "https://raycipe.example.com/"],
                "'http://rayciperw.page.link' is not a dynamic link prefix: http is not allowed, use https"
            ),
            (
                ["--prefix", "https://rayciperw.page.link", "--link", "raycipe://recipes/2"],
                "the deep link 'raycipe://recipes/2' is not an absolute http or https URL"
            ),
            (
                ["--prefix", "https://rayciperw.page.link", "--link", "https://other.page.link/AbCd"],
                "the deep link 'https://other.page.link/AbCd' is itself a dynamic link"
            ),
        ])
        func aPrefixOrDeepLinkThatCannotBeBuiltExitsOne(_ example: (arguments: [String], message: String)) {
            expectRun(switchyard(["link", "build"] + example.arguments), status: 1, out: "", err: "switchyard: link build: \(example.message)\n")
        }

        @Test(arguments: [
            (["link", "build", "--link", "https://raycipe.example.com/"], "link build needs --prefix URL"),
            (["link", "build", "--prefix", "https://rayciperw.page.link"], "link build needs --link URL"),
            (["link", "build", "--prefix", "https://rayciperw.page.link", "--link", "https://raycipe.example.com/", "--efr=1"], "--efr takes no value"),
            (
                ["link", "build", "--prefix", "https://rayciperw.page.link", "--link", "https://raycipe.example.com/", "--ibi", "a", "--ios-bundle-id", "b"],
                "--ibi is given more than once"
            ),
            (
                ["link", "build", "--prefix", "https://rayciperw.page.link", "--link", "https://raycipe.example.com/", "--ibl", "a"],
                "unknown option '--ibl'; did you mean --ibi?"
            ),
            (
                ["link", "build", "--prefix", "https://rayciperw.page.link", "--link", "https://raycipe.example.com/", "--param", "novalue"],
                "--param needs NAME=VALUE, not 'novalue'"
            ),
            (["link"], "link needs a subcommand: build, decode or resolve"),
            (["link", "make"], "unknown link subcommand 'make' (build, decode or resolve)"),
        ])
        func usageErrorsExitTwo(_ example: (arguments: [String], message: String)) {
            let result = switchyard(example.arguments)
            #expect(result.status == 2)
            #expect(result.out == "")
            #expect(result.err.hasPrefix("switchyard: \(example.message)\n"))
        }
    }
}

extension CommandLineTests {
    @Suite("switchyard help link")
    struct LinkUsageTests {
        @Test(arguments: [["help", "link"], ["link", "--help"], ["link", "build", "-h"]])
        func theUsageListsEveryParameterWithItsAlias(_ arguments: [String]) {
            let result = switchyard(arguments)
            #expect(result.status == 0)
            #expect(result.out.hasPrefix("usage: switchyard link build --prefix URL --link URL"))
            for line in [
                "  --ibi, --ios-bundle-id VALUE           string", "  --amv, --android-min-version-code VALUE integer",
                "  --efr, --force-redirect                flag", "  --d, --debug                           flag",
            ] {
                #expect(result.out.contains(line + "\n"), "missing: \(line)")
            }
        }

        @Test func aUsageErrorEndsWithTheLinkUsage() {
            let result = switchyard(["link", "build", "--prefix", "https://rayciperw.page.link"])
            #expect(result.status == 2)
            #expect(result.err.hasPrefix("switchyard: link build needs --link URL\n\nusage: switchyard link build"))
        }
    }
}
