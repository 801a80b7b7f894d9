// keywordQuery as an FTS5 query. FTS5 has its own syntax (quotes, AND OR NOT NEAR, * ^ :, parentheses, column
// filters), and a buyer's text is not written in it: the text is cut into words here and every word is quoted, so
// nothing typed can be an operator, let alone SQL (the query is a bound value anyway). Words are matched all
// together (FTS5's implicit AND), each as the porter stemmer of listings_fts reads it.

/** Words past this many add nothing a buyer would miss and only make the match slower. */
const maxWords = 12

/** The FTS5 query of the text, or null when the text has no words (then there is no keyword filter). */
export function ftsQuery(text: string | undefined): string | null {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu)
  if (!words) return null
  return [...new Set(words)]
    .slice(0, maxWords)
    .map((word) => `"${word}"`)
    .join(' ')
}
