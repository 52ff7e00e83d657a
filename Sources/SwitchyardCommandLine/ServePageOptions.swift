import SwitchyardLinkService

/// `--app-name NAME`, `--app-icon URL` and `--page-template FILE`: what `serve`'s preview and
/// debug pages show, and a team's own preview page (its placeholders in `Docs/LinkService.md`).
enum ServePageOptions {
    static let appName = OptionSpec("--app-name", takesValue: true)
    static let appIcon = OptionSpec("--app-icon", takesValue: true)
    static let pageTemplate = OptionSpec("--page-template", takesValue: true)
    static let all = [appName, appIcon, pageTemplate]

    /// The page settings the options give; a template that cannot be read or used is a usage
    /// error with its file, line and column.
    static func settings(_ options: Options, _ environment: CommandEnvironment) throws(UsageError) -> PageSettings {
        var settings = PageSettings()
        settings.appName = options.value(appName.name)
        if let icon = options.value(appIcon.name) {
            guard icon.hasPrefix("https://") || icon.hasPrefix("http://") || icon.hasPrefix("/") else {
                throw UsageError("--app-icon must be an http(s) URL or a path on the link domain, not '\(icon)'")
            }
            settings.appIcon = icon
        }
        if let path = options.value(pageTemplate.name) {
            switch environment.readFile(path) {
            case .success(let text):
                do {
                    settings.template = try PageTemplate(text: text, fileName: path)
                } catch {
                    throw UsageError("--page-template: \(error)")
                }
            case .failure(let error):
                throw UsageError("--page-template: \(error)")
            }
        }
        return settings
    }
}
