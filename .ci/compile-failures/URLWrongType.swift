// A value of the wrong type for a declared route does not compile.
// expect: cannot convert value of type 'String'
import Switchyard

#if MISTAKE
let url = try router.url(for: Links.recipe, "2")
#else
let url = try router.url(for: Links.recipe, 2)
#endif
