// A route needs a pattern: the name alone does not compile.
// expect: a route needs a name and at least one pattern
import Switchyard

let route: Route<Int>
#if MISTAKE
route = Route("recipe.detail") { 1 }
#else
route = Route("recipe.detail", "raycipe://recipes/all") { 1 }
#endif
