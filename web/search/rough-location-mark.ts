/**
 * ?near=rough on a search page: its near-me point is the visitor's connection's rough one (rough-location.ts says why
 * a page parameter). A module of its own, as search-view.ts is: every page's first script carries the search URL
 * parameters, and only the search page the rest.
 */
export const roughLocationParameter = 'near'
export const roughLocationValue = 'rough'
