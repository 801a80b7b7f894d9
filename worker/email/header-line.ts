// A mail header's value is one line: a line break in it would end the header and start another (a Bcc:, a second
// body). Subjects carry text others wrote (a listing's title, a buyer's name), so every header value is made one line
// where mail is written and again where it leaves.

/** Line breaks and other control characters (C0, C1, the Unicode line and paragraph separators) as one space. */
export function headerLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim()
}
