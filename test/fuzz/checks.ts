// What every fuzzed response must satisfy: no server error, and nothing of the server's insides in the body (a
// stack trace, SQL or a D1 error, a file path of the source). The HTTP fuzzer runs these on every answer; the
// fuzz-harness test shows each check firing on a fabricated body, so a check that cannot fail would be noticed.

export interface LeakPattern {
  /** What the match means in a report: 'stack trace', 'SQL', 'file path'. */
  kind: 'stack trace' | 'SQL' | 'file path'
  /** Shown in the report next to the match. */
  label: string
  pattern: RegExp
}

export const leakPatterns: readonly LeakPattern[] = [
  { kind: 'stack trace', label: 'at Object.', pattern: /\bat Object\./ },
  { kind: 'stack trace', label: 'an indented "at " frame', pattern: / {4}at \S/ },
  { kind: 'stack trace', label: 'a .ts/.tsx file with a line number', pattern: /\.m?tsx?:\d+/ },
  { kind: 'stack trace', label: 'node_modules', pattern: /node_modules/ },
  { kind: 'SQL', label: 'SQLITE_', pattern: /SQLITE_/ },
  { kind: 'SQL', label: 'SELECT', pattern: /SELECT / },
  { kind: 'SQL', label: 'INSERT INTO', pattern: /INSERT INTO/ },
  { kind: 'SQL', label: 'no such table', pattern: /no such table/i },
  { kind: 'SQL', label: 'D1_ERROR', pattern: /D1_ERROR/ },
  { kind: 'file path', label: '/work/', pattern: /\/work\// },
  // A user's home folder ('/home/runner/…'): a user name starts with a letter, so the API's /pagedata/home/1 is none.
  { kind: 'file path', label: '/home/', pattern: /\/home\/[a-z_][\w.-]*\// },
  { kind: 'file path', label: 'file://', pattern: /file:\/\// },
  { kind: 'file path', label: 'worker/', pattern: /worker\// },
  { kind: 'file path', label: '.tsx', pattern: /\.tsx\b/ },
]

/** Markup a fuzzed request carries; an HTML answer containing it unescaped would run it (reflected XSS). */
export const scriptMarker = '<script>alert(1)</script>'

export interface CheckedResponse {
  status: number
  contentType: string
  body: string
  /** The Location header of a redirect. */
  location?: string | undefined
  /** The Host the request was sent with ('laf.localhost:8787'): a redirect must stay on it. */
  host?: string | undefined
  /** Bytes of the response's header block. */
  headerBytes?: number | undefined
}

/**
 * Largest header block an answer may have: Node's HTTP client (and so any Node proxy or server-side fetch) refuses a
 * larger one by default, and common proxies allow less (nginx buffers 4–8 KiB).
 */
const maxHeaderBytes = 16 * 1024

export interface Problem {
  /** '5xx', 'stack trace', 'SQL', 'file path', 'reflected markup', 'open redirect', 'oversized headers', 'no response'. */
  kind: string
  detail: string
}

/** Up to `radius` characters either side of the match, on one line, for a report. */
function around(text: string, index: number, length: number, radius = 60): string {
  const start = Math.max(0, index - radius)
  return text
    .slice(start, index + length + radius)
    .replace(/\s+/g, ' ')
    .trim()
}

/** The leaks in a body: one problem per pattern that matches, with the text around the first match. */
export function findLeaks(body: string): Problem[] {
  const problems: Problem[] = []
  for (const { kind, label, pattern } of leakPatterns) {
    const match = pattern.exec(body)
    if (match) problems.push({ kind, detail: `${label}: …${around(body, match.index, match[0].length)}…` })
  }
  return problems
}

/** The host a redirect goes to, or undefined when it stays on `host` (a relative or same-host Location). */
function offSiteRedirect(location: string, host: string): string | undefined {
  let target: URL
  try {
    target = new URL(location, `http://${host}/`)
  } catch {
    return undefined
  }
  return target.host === host ? undefined : target.host || target.protocol
}

/**
 * Every problem of one answer: a 5xx, a leak, markup reflected unescaped into HTML, a redirect to another site, a
 * header block too large for common clients.
 */
export function checkResponse(response: CheckedResponse): Problem[] {
  const problems: Problem[] = []
  if (response.status >= 500) problems.push({ kind: '5xx', detail: `status ${response.status}` })
  if (response.status >= 300 && response.status < 400 && response.location && response.host) {
    const elsewhere = offSiteRedirect(response.location, response.host)
    if (elsewhere) problems.push({ kind: 'open redirect', detail: `Location: ${response.location} (${elsewhere})` })
  }
  if ((response.headerBytes ?? 0) > maxHeaderBytes) {
    const location = response.location
      ? `, Location of ${response.location.length} chars: ${response.location.slice(0, 100)}…`
      : ''
    problems.push({
      kind: 'oversized headers',
      detail: `${response.headerBytes} bytes of headers, over ${maxHeaderBytes}${location}`,
    })
  }
  problems.push(...findLeaks(response.body))
  const markerAt = response.body.indexOf(scriptMarker)
  if (/html/i.test(response.contentType) && markerAt >= 0) {
    problems.push({ kind: 'reflected markup', detail: `…${around(response.body, markerAt, scriptMarker.length)}…` })
  }
  return problems
}

/**
 * The forms a request's text may take once the server has read it: as sent, percent-decoded (once, twice, leniently,
 * as bytes in UTF-8 or Latin-1), with '+' read as a space and '\' as '/' (the URL parser's rules). A generated request
 * whose text in any of these forms already matches a leak pattern is dropped, so a leak found in an answer is the
 * server's own and never the request echoed back (the API's 404 names the path, for one).
 */
function readings(text: string): string[] {
  const forms = new Set<string>([text])
  let current = text
  for (let round = 0; round < 3; round++) {
    const bytes = Buffer.from(
      current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    )
    const next = bytes.toString('utf8')
    forms.add(next)
    forms.add(bytes.toString('latin1'))
    current = next
  }
  for (const form of [...forms]) {
    forms.add(form.replace(/\+/g, ' '))
    forms.add(form.replace(/\\/g, '/'))
    forms.add(form.replace(/\+/g, ' ').replace(/\\/g, '/'))
  }
  return [...forms]
}

/** True when the request text, read any way the server might, matches a leak pattern (case-insensitive). */
export function requestEchoesLeak(text: string): boolean {
  return readings(text).some((form) => leakPatterns.some(({ pattern }) => new RegExp(pattern.source, 'i').test(form)))
}
