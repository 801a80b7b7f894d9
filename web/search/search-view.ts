/**
 * The search page's list or map view (?view=map). It is not a search criterion, so the brands' codecs leave it
 * alone: the same search, shown another way.
 */
export const searchViewParameter = 'view'
