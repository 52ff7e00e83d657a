// A route that is not declared does not compile.
// expect: has no member 'recipes'
import Switchyard

#if MISTAKE
let url = try router.url(for: Links.recipes, 2)
#else
let url = try router.url(for: Links.recipe, 2)
#endif
