import Switchyard

/// A custom parameter type: `#@type cuisine Cuisine` in recipes.routes names it.
enum Cuisine: String, RouteParameter {
    case italian, thai
    static let routeParameterTypeName = "cuisine"
}
