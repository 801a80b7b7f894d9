// One URL shape written once, as a pattern that both builds paths and reads them back (the brands' modules in this
// folder declare theirs): '/member/:name/:id/listings/'. A segment is a word (letters, digits and hyphens, read in any
// case), a parameter (':id'), or parameters with a word between them (':name-:id', split at the segment's last
// hyphen); a segment ending in '?' may be left out ('/broker/:state?/:sort?/'). A pattern that ends in '/' builds
// paths with a trailing slash; reading takes a path with or without one. Building is here, with each kind's writers
// of its parameters (seller-urls.ts …): every page builds links. Reading is url-readers.ts, with the readers: only the
// routes that read their paths load it. A small compiler of our own rather than path-to-regexp (2.4 KB gzipped in
// every page's first script): a parameter here is read by what it is, not where it stands (/broker/agents/ is the
// directory's broker type, /broker/texas/ its state), which that library cannot say.

/** A parameter's text for what the path is built for; '' leaves an optional segment out. */
export type ParamWriter<Subject> = (subject: Subject) => string

/** A segment of a pattern: its text without the '?', and the names of the parameters in it. */
interface PatternSegment {
  optional: boolean
  written: string
  names: string[]
}

export const paramName = /:([A-Za-z]+)/g

/** The segments of a pattern: '/broker/:state?/' is the word broker, then :state, which may be left out. */
export function patternSegments(pattern: string): PatternSegment[] {
  return pattern
    .slice(1)
    .replace(/\/$/, '')
    .split('/')
    .map((source) => {
      const written = source.replace(/\?$/, '')
      const names = [...written.matchAll(paramName)].map(([, name]) => name!)
      return { optional: written !== source, written, names }
    })
}

/** The first segment of a pattern: what a route for the shape starts with ('/member/:id' -> 'member'). */
export const patternRoot = (pattern: string): string => pattern.split('/')[1]!

/** Builds the paths of a pattern's shape, each parameter's text from its writer. */
export function pathBuilder<Subject>(
  pattern: string,
  writers: Record<string, ParamWriter<Subject>>,
): (subject: Subject) => string {
  const segments = patternSegments(pattern)
  const trailingSlash = pattern.length > 1 && pattern.endsWith('/')
  return (subject) => {
    const texts = segments.flatMap(({ optional, written }) => {
      const text = written.replace(paramName, (_, name: string) => writers[name]!(subject))
      return text || !optional ? [text] : []
    })
    return `/${texts.join('/')}${trailingSlash ? '/' : ''}`
  }
}
