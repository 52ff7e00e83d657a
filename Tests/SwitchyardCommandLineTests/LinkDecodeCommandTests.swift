import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard link decode` end to end: one JSON object a line, with the route the deep
    /// link reaches; exit 0 when every URL decoded, 1 when any did not.
    @Suite("switchyard link decode")
    struct LinkDecodeCommandTests {
        static let recipeLink = "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&ibi=com.example.raycipe&isi=1234567890"
        static let recipeLine = #"{"url":"https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&ibi=com.example.raycipe&isi=1234567890","form":"long","prefix":"https://rayciperw.page.link","confidence":"unique","link":"https://raycipe.example.com/recipes/2","parameters":{"link":{"type":"url","value":"https://raycipe.example.com/recipes/2"},"ibi":{"type":"string","value":"com.example.raycipe"},"isi":{"type":"digits","value":"1234567890"}},"warnings":[],"match":{"url":"https://raycipe.example.com/recipes/2","route":"recipe.detail","pattern":"https://raycipe.example.com/recipes/:id(int)","params":{"id":2},"query":{},"scheme":"https","host":"raycipe.example.com"}}"#

        @Test func theTutorialsLinkWithTheRouteItsDeepLinkReaches() {
            #expect(switchyard(["link", "decode", Self.recipeLink]) == CommandResult(status: 0, out: Self.recipeLine + "\n", err: ""))
        }

        @Test func typedValuesWarningsAndACallback() {
            let long = "https://rayciperw.page.link/?link=https%3A%2F%2Fraycipe.example.com%2F&amv=21&efr=1&ifl=raycipe%3A%2F%2Fhome&x=1"
            let callback = "raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F9&match_type=unique"
            let result = switchyard(["link", "decode", long, callback])
            expectRun(
                result, status: 0,
                out: """
                    {"url":"\(long)","form":"long","prefix":"https://rayciperw.page.link","confidence":"unique","link":"https://raycipe.example.com/","parameters":{"link":{"type":"url","value":"https://raycipe.example.com/"},"amv":{"type":"integer","value":21},"ifl":{"type":"url","value":"raycipe://home"},"efr":{"type":"flag","value":true},"x":{"type":"unknown","value":"1"}},"warnings":[{"code":"UNRECOGNIZED_PARAM","parameter":"x","message":"the parameter 'x' is not one the format knows; it is kept as it is"},{"code":"BAD_URI_SCHEME_IOS_FALLBACK_LINK","parameter":"ifl","message":"the fallback ifl is not an http or https URL: 'raycipe://home'"}],"match":{"url":"https://raycipe.example.com/","route":"home","pattern":"https://raycipe.example.com/","params":{},"query":{},"scheme":"https","host":"raycipe.example.com"}}
                    {"url":"\(callback)","form":"callback","scheme":"raycipe","confidence":"default","link":"https://raycipe.example.com/recipes/9","parameters":{"link":{"type":"url","value":"https://raycipe.example.com/recipes/9"}},"warnings":[],"match":{"url":"https://raycipe.example.com/recipes/9","route":"recipe.detail","pattern":"https://raycipe.example.com/recipes/:id(int)","params":{"id":9},"query":{},"scheme":"https","host":"raycipe.example.com"}}

                    """)
        }

        @Test func aCardLinkAgainstARoutesFileAndAPrefixWithAPath() {
            let files = ["cards.routes": "card.share https://cards.example.com/share?cardID=:cardID\n"]
            let url = "https://example.com/link/?link=https%3A%2F%2Fcards.example.com%2Fshare%3FcardID%3DAB12&apn=com.example.cards"
            let result = switchyard(["link", "decode", "--prefix", "https://example.com/link", "--routes", "cards.routes", url], files: files)
            #expect(result.status == 0)
            #expect(result.out.hasSuffix(#""match":{"url":"https://cards.example.com/share?cardID=AB12","route":"card.share","pattern":"https://cards.example.com/share?cardID=:cardID","params":{"cardID":"AB12"},"query":{"cardID":["AB12"]},"scheme":"https","host":"cards.example.com"}}"# + "\n"))
            #expect(switchyard(["link", "decode", "--routes", "cards.routes", url], files: files).status == 1)
        }

        @Test func standardInputWhenNoURLIsGiven() {
            let result = switchyard(["link", "decode"], stdin: [Self.recipeLink + "\r", "  ", "https://rayciperw.page.link/AbCd"])
            #expect(
                result
                    == CommandResult(
                        status: 1,
                        out: Self.recipeLine + "\n" + #"""
                            {"url":"https://rayciperw.page.link/AbCd","form":"short","prefix":"https://rayciperw.page.link","suffix":"AbCd","link":null,"reason":"'https://rayciperw.page.link/AbCd' is a short link (suffix 'AbCd'): it carries no data and needs resolving by the service that issued it"}

                            """#, err: ""))
        }

        @Test(arguments: [
            (
                "https://raycipe.example.com/recipes/2",
                "not a dynamic link: 'https://raycipe.example.com/recipes/2' is not under a configured prefix (hosts ending in .page.link or .app.goo.gl, or one given) nor an app's google/link callback"
            ),
            ("https://rayciperw.page.link/?link=https://raycipe.example.com/&amv=abc", "amv must be an integer of zero or more, not 'abc'"),
            ("https://rayciperw.page.link/?link=https://raycipe.example.com/&isi=1&isi=2", "the parameter 'isi' is given more than once"),
            (
                "http://rayciperw.page.link/?link=https://raycipe.example.com/",
                "'http://rayciperw.page.link/?link=https://raycipe.example.com/' is a dynamic link over http: links are only read over https"
            ),
        ])
        func aURLThatDoesNotDecodeExitsOneWithItsReason(_ example: (url: String, reason: String)) {
            #expect(
                switchyard(["link", "decode", example.url])
                    == CommandResult(
                        status: 1, out: #"{"url":"\#(example.url)","link":null,"reason":"\#(example.reason)"}"# + "\n", err: ""
                    ))
        }

        @Test func aBadPrefixIsAUsageError() {
            let result = switchyard(["link", "decode", "--prefix", "http://example.com/link", Self.recipeLink])
            #expect(result.status == 2)
            #expect(result.err.hasPrefix("switchyard: 'http://example.com/link' is not a dynamic link prefix: http is not allowed, use https\n"))
        }
    }
}
