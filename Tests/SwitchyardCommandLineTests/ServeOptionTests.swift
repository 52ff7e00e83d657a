import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `serve`'s options for deploying and for the pages, refused with a reason before anything
    /// listens.
    @Suite("switchyard serve: domains, proxies and pages")
    struct ServeOptionTests {
        struct Case: Sendable, CustomStringConvertible {
            var description: String
            var arguments: [String]
            var error: String
        }

        static let template = "<html>{{head}}\n<p>{{ title }}</p>\n<p>{{app_nme}}</p></html>"

        static let cases: [Case] = [
            Case(
                description: "a trusted proxy that is not a range", arguments: ["--trusted-proxy", "10.0.0/8"],
                error: "switchyard: --trusted-proxy: '10.0.0/8' is not an address range (ADDRESS or ADDRESS/BITS): '10.0.0' is not an IPv4 or IPv6 address\n"),
            Case(
                description: "a prefix length past 128", arguments: ["--trusted-proxy", "127.0.0.1", "--trusted-proxy", "::1/129"],
                error: "switchyard: --trusted-proxy: '::1/129' is not an address range (ADDRESS or ADDRESS/BITS): the prefix length must be a whole number from 0 to 128, not '129'\n"),
            Case(
                description: "a template with an unknown placeholder", arguments: ["--page-template", "preview.html"],
                error:
                    "switchyard: --page-template: preview.html:3:4: unknown placeholder '{{app_nme}}'; the placeholders are {{title}}, {{description}}, {{image}}, {{app_name}}, {{app_icon}}, {{site_name}}, {{short_link}}, {{deep_link}}, {{button_url}}, {{button_label}}, {{app_url}}, {{head}}, {{button}}, {{script}}\n"
            ),
            Case(description: "a template that is not there", arguments: ["--page-template", "missing.html"], error: "switchyard: --page-template: "),
            Case(
                description: "an icon that is not a URL", arguments: ["--app-icon", "javascript:alert(1)"],
                error: "switchyard: --app-icon must be an http(s) URL or a path on the link domain, not 'javascript:alert(1)'\n"),
            Case(
                description: "an attribution limit without its period", arguments: ["--attribution-limit", "60"],
                error:
                    "switchyard: --attribution-limit must be REQUESTS/SECONDS (a whole number from 1 to 1000000, per seconds above 0 up to 86400, as in 60/60) or off, not '60'\n"
            ),
            Case(
                description: "an attribution limit of no requests", arguments: ["--attribution-limit", "0/60"],
                error: "switchyard: --attribution-limit must be REQUESTS/SECONDS"),
            Case(description: "the same domain twice", arguments: ["--domain", "https://L.example.com"], error: "switchyard: --domain: a prefix is given twice\n"),
            Case(
                description: "a second domain that is not a prefix", arguments: ["--domain", "http://go.example.com"],
                error: "switchyard: --domain: 'http://go.example.com' is not a dynamic link prefix: http is not allowed, use https\n"),
        ]

        @Test("bad options are usage errors with the reason", arguments: cases)
        func badOption(_ testCase: Case) async {
            final class Box: @unchecked Sendable { var err = "" }
            let box = Box()
            let environment = CommandEnvironment(
                readFile: { path in
                    path == "preview.html" ? .success(Self.template) : .failure(FileError(.read, path: path, reason: "no such file"))
                }, readLine: { nil }, write: { _ in }, writeError: { box.err += $0 })
            let status = await SwitchyardCommand.run(["serve", "--port", "0", "--domain", "https://l.example.com"] + testCase.arguments, environment: environment)
            #expect(status == 2)
            #expect(box.err.hasPrefix(testCase.error), "\(box.err)")
        }
    }
}
