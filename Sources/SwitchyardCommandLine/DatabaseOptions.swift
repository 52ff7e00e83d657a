import SwitchyardLinkService

/// `--store FILE` and `--database URL`: where `serve` keeps links, clicks and pending
/// attributions. The file store for one process (the default without either is memory);
/// PostgreSQL for several processes on one database.
enum DatabaseOptions {
    static let store = OptionSpec("--store", takesValue: true)
    static let database = OptionSpec("--database", takesValue: true)
    static let all = [store, database]

    /// The store the options name, opened.
    static func linkStore(_ options: Options, _ environment: CommandEnvironment) throws -> any LinkStore {
        let path = options.value(store.name)
        let url = options.value(database.name)
        if path != nil, url != nil { throw UsageError("give --store FILE or --database URL, not both") }
        if let url {
            guard url.hasPrefix("postgresql://") || url.hasPrefix("postgres://") else {
                throw UsageError("--database must be a postgresql:// URL (postgresql://USER:PASSWORD@HOST:PORT/DATABASE), not '\(PostgresLinkStore.redacted(url))'")
            }
            do {
                return try PostgresLinkStore(url: url, clientLibrary: environment.postgresClientLibrary)
            } catch {
                throw UsageError("--database: \(error)")
            }
        }
        if let path {
            do {
                let fileStore = try FileLinkStore(path: path)
                if let note = fileStore.recovery { environment.writeError("switchyard: \(note)\n") }
                return fileStore
            } catch {
                throw UsageError("--store: \(error)")
            }
        }
        return InMemoryLinkStore()
    }

    /// Writes what `store` holds back for later (the last clicks) before the process ends.
    static func flush(_ store: any LinkStore, _ environment: CommandEnvironment) async {
        do {
            if let fileStore = store as? FileLinkStore { try await fileStore.flush() }
            if let database = store as? PostgresLinkStore { try await database.flush() }
        } catch {
            environment.writeError("switchyard: \(error)\n")
        }
    }
}
