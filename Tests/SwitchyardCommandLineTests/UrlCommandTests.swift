import Testing
import SwitchyardCommandLine

/// `switchyard url`, run in-process on the built-in table and on routes files, with golden output.
@Suite("switchyard url")
struct UrlCommandTests {
    func run(_ arguments: [String], files: [String: String] = [:]) -> (status: Int32, out: String, err: String) {
        let result = switchyard(["url"] + arguments, files: files)
        return (result.status, result.out, result.err)
    }

    @Test(arguments: [
        (["home"], "raycipe://home"),
        (["--scheme", "https", "home"], "https://raycipe.example.com/"),
        (["recipe.detail", "id=2"], "raycipe://recipes/2"),
        (["--scheme=https", "recipe.detail", "id=2"], "https://raycipe.example.com/recipes/2"),
        (["--scheme", "RAYCIPE", "recipe.detail", "id=-9223372036854775808"], "raycipe://recipes/-9223372036854775808"),
        (["recipe.detail", "id=007"], "raycipe://recipes/7"),
        (["recipe.detail", "id=2", "utm_source=qr code", "a=+"], "raycipe://recipes/2?a=%2B&utm_source=qr%20code"),
        (["recipe.slug", "slug=crème brûlée"], "raycipe://recipes/cr%C3%A8me%20br%C3%BBl%C3%A9e"),
        (["recipe.slug", "slug=a/b?c#d%e&f=g;h"], "raycipe://recipes/a%2Fb%3Fc%23d%25e%26f%3Dg%3Bh"),
        (["recipe.slug", "slug=x=y"], "raycipe://recipes/x%3Dy"),
        (["recipe.share", "recipeID=12"], "raycipe://share?recipeID=12"),
        (["recipe.list", "--", "--flag=1"], "raycipe://recipes?--flag=1"),
    ])
    func builds(arguments: [String], url: String) {
        let result = run(arguments)
        #expect(result.status == 0)
        #expect(result.out == url + "\n")
        #expect(result.err == "")
    }

    @Test(arguments: [
        (
            ["recipe.slug", "slug=new"],
            "cannot build route 'recipe.slug' (raycipe://recipes/:slug): the URL raycipe://recipes/new would be matched by route 'recipe.new' (raycipe://recipes/new), not by this one"
        ),
        (
            ["--scheme", "https", "recipe.slug", "slug=12"],
            "cannot build route 'recipe.slug' (https://raycipe.example.com/recipes/:slug): the URL https://raycipe.example.com/recipes/12 would be matched by route 'recipe.detail' (https://raycipe.example.com/recipes/:id(int)), not by this one"
        ),
        (
            ["recipe.detail", "id=abc"],
            "cannot build route 'recipe.detail' (raycipe://recipes/:id(int)): parameter 'id': \"abc\" is not a valid int"
        ),
        (
            ["recipe.detail", "id=99999999999999999999"],
            "cannot build route 'recipe.detail' (raycipe://recipes/:id(int)): parameter 'id': \"99999999999999999999\" is not a valid int"
        ),
        (
            ["recipe.detail"],
            "cannot build route 'recipe.detail' (raycipe://recipes/:id(int)): parameter 'id' is missing (expected an int)"
        ),
        (
            ["recipe.slug", "slug="],
            "cannot build route 'recipe.slug' (raycipe://recipes/:slug): parameter 'slug' is empty: empty path segments are dropped when matching (only a **name value may be empty)"
        ),
        (
            ["recipe.slug", "slug=.."],
            "cannot build route 'recipe.slug' (raycipe://recipes/:slug): parameter 'slug': \"..\" is . or .., or has such a part between / or \\; such URLs match nothing"
        ),
        (
            ["recipe.slug", "slug=a\tb"],
            "cannot build route 'recipe.slug' (raycipe://recipes/:slug): parameter 'slug' \"a\\tb\" holds a control character, which the router rejects in URLs"
        ),
        (
            ["recipe.detial", "id=2"],
            "cannot build route 'recipe.detial': no route has this name; did you mean 'recipe.detail'?"
        ),
        (
            ["frobnicate", "id=2"],
            "cannot build route 'frobnicate': no route has this name"
        ),
        (
            ["--scheme", "ftp", "recipe.detail", "id=2"],
            "cannot build route 'recipe.detail': the route has no pattern with the scheme 'ftp' (its patterns' schemes: raycipe, https)"
        ),
    ])
    func refusesWithExitOne(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 1)
        #expect(result.out == "")
        #expect(result.err == "switchyard: " + message + "\n")
    }

    @Test(arguments: [
        ([], "switchyard: url needs a route name: switchyard url [--routes FILE] [--scheme S] NAME [key=value ...]\n"),
        (["recipe.detail", "id"], "switchyard: 'id' is not key=value: give each parameter as name=value\n"),
        (["recipe.detail", "=2"], "switchyard: '=2' has an empty key: give each parameter as name=value\n"),
        (["recipe.detail", "id=2", "id=3"], "switchyard: the key 'id' is given twice\n"),
        (["--system", "x", "home"], "switchyard: unknown option '--system'\n"),
        (["--scheme"], "switchyard: --scheme needs a value\n"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(result.err.hasPrefix(message + "\nusage: switchyard"))
    }

    @Test func aRoutesFileIsUsed() {
        let routes = """
            files   /files/**path
            flags   raycipe://flags/:on(bool)/:ratio(double)/:key(uuid)
            search  https://docs.example.org/search?q=:q&lang=en&debug
            """
        let files = ["app.routes": routes]
        #expect(run(["--routes", "app.routes", "files", "path=docs/read me.md"], files: files).out == "/files/docs/read%20me.md\n")
        #expect(run(["--routes", "app.routes", "files", "path="], files: files).out == "/files\n")
        #expect(
            run(["--routes", "app.routes", "flags", "on=true", "ratio=2.50", "key=0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0"], files: files).out
                == "raycipe://flags/true/2.5/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0\n")
        #expect(
            run(["--routes", "app.routes", "search", "q=a+b", "debug=1"], files: files).out
                == "https://docs.example.org/search?q=a%2Bb&lang=en&debug=1\n")
        let bad = run(["--routes", "app.routes", "flags", "on=yes", "ratio=1", "key=x"], files: files)
        #expect(bad.status == 1)
        #expect(bad.err == "switchyard: cannot build route 'flags' (raycipe://flags/:on(bool)/:ratio(double)/:key(uuid)): parameter 'on': \"yes\" is not a valid bool\n")
        let rest = run(["--routes", "app.routes", "files", "path=a//b"], files: files)
        #expect(rest.status == 1)
        #expect(rest.err.contains("has an empty segment"))
    }

    @Test func aMissingOrBrokenRoutesFileExitsTwo() {
        let missing = run(["--routes", "nope.routes", "home"])
        #expect(missing.status == 2)
        #expect(missing.err == "switchyard: cannot read nope.routes: no such file\n")
        let broken = run(["--routes", "bad.routes", "a"], files: ["bad.routes": "a /a/**/b\n"])
        #expect(broken.status == 2)
        #expect(broken.err.hasSuffix("switchyard: the routes table bad.routes does not build\n"))
    }

    @Test func aBuiltURLMatchesTheSameRoute() {
        let url = run(["recipe.slug", "slug=a b/c"]).out.dropLast()
        let output = TestConsole<String>()
        let environment = testEnvironment(files: [:], console: output)
        #expect(SwitchyardCommand.run(["match", String(url)], environment: environment) == 0)
        #expect(output.out == #"{"url":"raycipe://recipes/a%20b%2Fc","route":"recipe.slug","pattern":"raycipe://recipes/:slug","params":{"slug":"a b/c"},"query":{},"scheme":"raycipe"}"# + "\n")
    }
}
