// Secrets handed to a browser or a mailbox (session cookies, reset keys, login tokens): 32 random bytes, base64url.
// Only their SHA-256 is stored, so a copy of the database lets nobody log in.

export function newSecretToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)))
}

/** Bytes as base64url without padding: what a URL or a cookie carries as it is. */
export function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** SHA-256 of a text, in hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** What the database keeps of a secret token: its SHA-256. */
export const tokenHash = (token: string): Promise<string> => sha256Hex(token)

/** A token as the URL or cookie carries it: base64url of 32 bytes. Anything else is not looked up at all. */
export const isSecretToken = (text: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(text)

/** Compares in constant time for equal lengths, so the time taken does not reveal how many bytes matched. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number)
  return diff === 0
}

/** Whether a secret sent with a request is the configured one, compared in constant time. */
export const sameSecret = (sent: string, configured: string): boolean =>
  sameBytes(new TextEncoder().encode(sent), new TextEncoder().encode(configured))
