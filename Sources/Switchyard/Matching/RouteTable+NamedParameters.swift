extension RouteTable {
    /// The named parameters of route `index` (in ``definitions`` order), in the order its
    /// pattern captures them, each with its type's name in patterns (`string`, `int`, a custom
    /// type's registered name): what the generator of typed routes declares for the route.
    package func namedParameterTypes(ofRoute index: Int) -> [(name: String, typeName: String)] {
        namedParameters(ofRoute: index).map { ($0.name, $0.typeName) }
    }
}
