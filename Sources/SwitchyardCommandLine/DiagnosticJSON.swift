import Switchyard

/// One error or warning of `switchyard check --json` as a JSON line.
///
/// Keys in this order: `file`, `line` and `column` (from 1; `null` for a problem with no
/// place in the file), `severity` (`error` or `warning`), `message`, then `route` and
/// `pattern` when the problem concerns one.
///
/// ```
/// {"file":"app.routes","line":3,"column":5,"severity":"error","message":"conflicts with route 'a' (line 1): …","route":"b","pattern":"/x/:q"}
/// ```
enum DiagnosticJSON {
    static func line(_ problem: RouteTableProblem, fileName: String) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.key("file"); json.string(problem.location?.file ?? fileName)
        json.key("line")
        if let location = problem.location { json.raw(String(location.line)) } else { json.null() }
        json.key("column")
        if let location = problem.location { json.raw(String(location.column)) } else { json.null() }
        json.key("severity"); json.string(problem.severity.description)
        json.key("message"); json.string(problem.message)
        if let route = problem.routeName { json.key("route"); json.string(route) }
        if let pattern = problem.pattern { json.key("pattern"); json.string(pattern) }
        json.endObject()
        return json.text
    }
}
