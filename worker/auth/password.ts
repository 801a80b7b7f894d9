import { sameBytes } from './secret-token.ts'

// Password hashing with WebCrypto PBKDF2-SHA-256: the same code runs in workerd and Node 22 (crypto.subtle).
// Stored format: 'pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>', so the cost can be raised later and old
// hashes still verify. 100,000 iterations is also the most workerd's PBKDF2 accepts.

const scheme = 'pbkdf2-sha256'
const hashBytes = 32
const saltBytes = 16
const maxIterations = 100_000

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    hashBytes * 8,
  )
  return new Uint8Array(bits)
}

/**
 * Hashes a password. `salt` is for reproducible output only (the seed generator derives it from its PRNG so the
 * same seed gives the same database); leave it out everywhere else and a random 16-byte salt is used.
 */
export async function hashPassword(password: string, iterations = 100_000, salt?: Uint8Array): Promise<string> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > maxIterations) {
    throw new RangeError(`iterations must be an integer from 1 to ${maxIterations}`)
  }
  const saltValue = salt ?? crypto.getRandomValues(new Uint8Array(saltBytes))
  const hash = await derive(password, saltValue, iterations)
  return `${scheme}$${iterations}$${toBase64(saltValue)}$${toBase64(hash)}`
}

/** True when `password` matches the stored hash. A malformed stored value is a mismatch, never an exception. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 4 || parts[0] !== scheme) return false
  const iterations = Number(parts[1])
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > maxIterations) return false
  let salt: Uint8Array
  let expected: Uint8Array
  try {
    salt = fromBase64(parts[2] ?? '')
    expected = fromBase64(parts[3] ?? '')
  } catch {
    return false
  }
  if (expected.length === 0) return false
  const actual = await derive(password, salt, iterations)
  return sameBytes(actual, expected)
}
