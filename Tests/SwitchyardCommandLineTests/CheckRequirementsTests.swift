import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard check` on routes files whose lines end with `requires=`.
    @Suite("switchyard check: requires=")
    struct CheckRequirementsTests {
        @Test("requires= lines are valid routes")
        func valid() {
            let files = ["app.routes": "home raycipe://home\nprofile raycipe://profile requires=signedIn\nnotes raycipe://n/:id(int) requires=signedIn,onboarded\n"]
            expectRun(switchyard(["check", "--routes", "app.routes"], files: files), status: 0, out: "app.routes: 3 routes, 0 errors, 0 warnings\n")
        }

        @Test("an unknown or malformed form is reported with its column")
        func malformed() {
            let files = ["app.routes": "p /p require=signedIn\nq /q requires=a,,b\nr /r requires=ok x\n"]
            expectRun(
                switchyard(["check", "--routes", "app.routes"], files: files), status: 2, out: "app.routes: 3 errors, 0 warnings\n",
                err: """
                    app.routes:1:6: error: unknown form 'require=' after the pattern (known: requires=NAME[,NAME...])
                    app.routes:2:17: error: an empty condition name in requires= (names are separated by single commas, no spaces)
                    app.routes:3:18: error: unexpected text after requires=ok: 'x' (requires= ends the line)

                    """)
        }
    }
}
