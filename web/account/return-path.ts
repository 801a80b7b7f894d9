/**
 * A return path after login or logout: a path on this site only, never another site (no open redirect). Refused:
 * anything not starting with one '/', a backslash anywhere (browsers read '/\evil.example' as '//evil.example'), and
 * control characters and spaces (browsers drop tabs and newlines, so '/\t/evil.example' would become
 * '//evil.example').
 */
export function safeReturnPath(path: string | null | undefined): string | undefined {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return undefined
  if (/[\\\s\u0000-\u001f\u007f]/.test(path)) return undefined
  return path
}
