// How text goes on the request line: raw bytes, percent-encoded, and as a report prints it.

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`

/** Text as raw bytes on the wire: UTF-8 for non-ASCII (one Latin-1 char per byte); only spaces and controls escaped. */
function rawWire(text: string): string {
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    out += byte <= 0x20 || byte === 0x7f ? hex(byte) : String.fromCharCode(byte)
  }
  return out
}

/** Text percent-encoded as encodeURIComponent does (but a lone surrogate becomes U+FFFD instead of throwing). */
export function percentEncode(text: string): string {
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte)
    out += /[A-Za-z0-9\-_.!~*'()]/.test(char) ? char : hex(byte)
  }
  return out
}

export const encodings: readonly ((text: string) => string)[] = [
  rawWire,
  percentEncode,
  (text) => percentEncode(percentEncode(text)),
]

/** The request target as it should appear in a report: bytes outside printable ASCII as \xNN. */
export function printablePath(path: string, max = 300): string {
  const shown = path.replace(/[^\x21-\x7e]/g, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`)
  return shown.length > max ? `${shown.slice(0, max)}…(${path.length} bytes in all)` : shown
}
