import Foundation

/// A PostgreSQL server of Debian's `postgresql` package in a temporary folder, reached only
/// through a Unix socket in that folder (no port is shared with anything else), with the
/// role `switchyard` allowed without a password. Run as root, the server runs as the user
/// `postgres` (or `nobody`), since `initdb` refuses root.
final class TestPostgres {
    /// `initdb` and `pg_ctl`, from PATH-like places Debian and the image use.
    static let tools: (initdb: String, pgCtl: String)? = {
        var folders = ["/usr/local/bin", "/usr/bin"]
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        folders += versions.sorted(by: >).map { "/usr/lib/postgresql/\($0)/bin" }
        for folder in folders {
            let initdb = folder + "/initdb", pgCtl = folder + "/pg_ctl"
            if FileManager.default.isExecutableFile(atPath: initdb), FileManager.default.isExecutableFile(atPath: pgCtl) { return (initdb, pgCtl) }
        }
        return nil
    }()

    /// The message of a test that cannot run without it.
    static let missing = "PostgreSQL is missing (Debian packages postgresql and libpq5: apt-get install postgresql libpq5), and SWITCHYARD_REQUIRE_TOOLS=1 makes that a failure"

    let folder: String
    /// The URL `switchyard serve --database` takes.
    let url: String
    private let tools: (initdb: String, pgCtl: String)
    private let user: String?

    /// Makes the cluster and starts the server.
    init() throws {
        guard let tools = Self.tools else { throw PostgresTestFailure(Self.missing) }
        self.tools = tools
        let root = getuid() == 0
        user = root ? (getpwnam("postgres") != nil ? "postgres" : "nobody") : nil
        folder = (root ? "/tmp" : FileManager.default.temporaryDirectory.path) + "/switchyard-pg-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if let user { try FileManager.default.setAttributes([.ownerAccountName: user], ofItemAtPath: folder) }
        url = "postgresql://switchyard@/postgres?host=" + folder
        try run(tools.initdb, ["-D", folder + "/data", "-U", "switchyard", "--auth=trust", "-E", "UTF8", "--no-sync"])
        try start()
    }

    deinit {
        _ = try? run(tools.pgCtl, ["-D", folder + "/data", "-m", "immediate", "-w", "stop"])
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Starts the server (again), waiting until it accepts connections.
    func start() throws {
        try run(tools.pgCtl, ["-D", folder + "/data", "-l", folder + "/server.log", "-w", "-o", "-c listen_addresses='' -k \(folder) -c fsync=off", "start"])
    }

    /// Stops the server (`-m fast`: connections are cut, as in a restart).
    func stop() throws {
        try run(tools.pgCtl, ["-D", folder + "/data", "-m", "fast", "-w", "stop"])
    }

    /// Runs a PostgreSQL tool, as the server's user when this is root, and waits for it.
    ///
    /// Spawned and reaped here (`posix_spawn`, `waitpid`), its output in a file: the server
    /// that `pg_ctl start` leaves running inherits the output and outlives the tool.
    @discardableResult
    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        // In the folder (the server's user may not enter this process's directory), through sh,
        // so that this process's own directory stays as it is.
        let argv = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, folder] + (user.map { ["/usr/sbin/runuser", "-u", $0, "--"] } ?? []) + [tool] + arguments
        let outputPath = folder + "/tool-output"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var pid = pid_t()
        var cArguments = argv.map { strdup($0) }
        cArguments.append(nil)
        defer { for argument in cArguments { free(argument) } }
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, cArguments, environ)
        guard spawned == 0 else { throw PostgresTestFailure("cannot run \(argv[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        guard status == 0 else { throw PostgresTestFailure("\((tool as NSString).lastPathComponent) \(arguments.joined(separator: " ")) failed (\(status)): \(text)") }
        return text
    }
}

struct PostgresTestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
