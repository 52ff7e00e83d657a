// A fixed route needs a pattern too: a pattern written where the name goes, and no name, does
// not compile.
// expect: a route needs a name and at least one pattern
import Switchyard

let route: Route<Int>
#if MISTAKE
route = Route("raycipe://recipes/all", to: 1)
#else
route = Route("recipe.list", "raycipe://recipes/all", to: 1)
#endif
