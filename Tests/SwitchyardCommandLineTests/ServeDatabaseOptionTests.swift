import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `serve --database`'s refusals, before anything listens: they need no PostgreSQL.
    @Suite("switchyard serve --database: refusals with a reason")
    struct ServeDatabaseOptionTests {
        func serve(_ arguments: [String], clientLibrary: String? = nil) async -> CommandResult {
            let console = TestConsole<String>()
            var environment = testEnvironment(files: [:], console: console)
            if let clientLibrary { environment.postgresClientLibrary = clientLibrary }
            let status = await SwitchyardCommand.run(["serve", "--port", "0", "--domain", "https://l.example.com"] + arguments, environment: environment)
            return console.result(status)
        }

        @Test("where libpq cannot be loaded, the usage error names the file and the Debian package libpq5")
        func libpqMissing() async {
            let result = await serve(["--database", "postgresql://switchyard:secret@db.internal/links"], clientLibrary: "switchyard-no-such-library")
            #expect(result.status == 2)
            #expect(result.out == "")
            #expect(
                result.err.hasPrefix("switchyard: --database: PostgreSQL needs its client library libswitchyard-no-such-library.so.5, which cannot be loaded ("),
                "\(result.err)")
            #expect(result.err.contains("install it: the Debian package libpq5 (apt-get install libpq5)"), "\(result.err)")
            #expect(!result.err.contains("secret"))
        }

        @Test("a URL that is not PostgreSQL's is refused, its password not shown")
        func notPostgres() async {
            let result = await serve(["--database", "mysql://root:secret@db.internal/links"])
            #expect(result.status == 2)
            #expect(result.err.hasPrefix("switchyard: --database must be a postgresql:// URL (postgresql://USER:PASSWORD@HOST:PORT/DATABASE), not '"), "\(result.err)")
            #expect(!result.err.contains("secret"), "\(result.err)")
        }

        @Test("--store and --database together are refused")
        func both() async {
            let result = await serve(["--store", "links.jsonl", "--database", "postgresql://db.internal/links"])
            #expect(result.status == 2)
            #expect(result.err.hasPrefix("switchyard: give --store FILE or --database URL, not both\n"), "\(result.err)")
        }
    }
}
