import Foundation

// The recipe app's link handling, run from a cold start to a short link, with a real link
// service on loopback. Each step prints what happened; any step that does not end where it
// should makes the exit status 1.
//
//   swift run RecipeLinksExample [PATH-TO-switchyard]

exit(await RecipeLinks.run())
