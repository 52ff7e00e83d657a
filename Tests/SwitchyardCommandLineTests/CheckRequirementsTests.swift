import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard check` on routes files whose lines end with `requires=`.
    @Suite("switchyard check: requires=")
    struct CheckRequirementsTests {
        @Test("requires= lines are valid routes")
        func valid() {
            expectRun(check("app.routes", "home raycipe://home\nprofile raycipe://profile requires=signedIn\nnotes raycipe://n/:id(int) requires=signedIn,onboarded\n"), status: 0, out: "app.routes: 3 routes, 0 errors, 0 warnings\n")
        }

        @Test("an unknown or malformed form is reported with its column")
        func malformed() {
            expectRun(
                check("app.routes", "p /p require=signedIn\nq /q requires=a,,b\nr /r requires=ok x\n"), status: 2, out: "app.routes: 3 errors, 0 warnings\n",
                err: """
                    app.routes:1:6: error: unknown form 'require=' after the pattern (known: requires=NAME[,NAME...])
                    app.routes:2:17: error: an empty condition name in requires= (names are separated by single commas, no spaces)
                    app.routes:3:18: error: unexpected text after requires=ok: 'x' (requires= ends the line)

                    """)
        }
    }
}
