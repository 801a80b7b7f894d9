import type { Context } from 'hono'
import { clientIp } from '../auth/auth-limits.ts'
import { sha256Hex } from '../auth/secret-token.ts'

// Who sent an event the browser logs (a listing view, a log line, a search): the address Cloudflare saw, never one
// the body names. One visitor is one network: an IPv4 address, or an IPv6 /64, which a single home or phone holds
// whole and can hop around in at will (counting its addresses apart would let one machine be thousands of visitors).
// Neither the user agent nor the login goes into it: both are the sender's to choose (any text; a new account every
// few minutes), so either would let one address make itself as many visitors as it likes. People behind one address
// (a household, an office) count as one visitor: an undercount a seller can live with, rather than an overcount
// anyone can make.

export interface Visitor {
  /** The address as Cloudflare gave it, stored with the event ('' in local tools and tests). */
  address: string
  /** What limits and counts go by: the address, or its /64. */
  network: string
  /** What the database keeps to tell visitors apart: a hash of the network, never the address itself. */
  key: string
}

export async function visitorOf(c: Context): Promise<Visitor> {
  const address = clientIp(c)
  const network = addressNetwork(address)
  return { address, network, key: (await sha256Hex(`visitor ${network}`)).slice(0, 32) }
}

/** '2001:db8:1:2:3::4' → '2001:db8:1:2::/64'; an IPv4 address (also IPv4-mapped) as it is; anything else as given. */
export function addressNetwork(address: string): string {
  const text = address.trim().toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (mapped) return mapped[1]!
  if (!text.includes(':')) return text
  const groups = ipv6Groups(text)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : text
}

/** The eight groups of an IPv6 address, each without leading zeros, or null when it is not one. */
function ipv6Groups(text: string): string[] | null {
  const halves = text.split('::')
  if (halves.length > 2) return null
  const part = (half: string | undefined) => (half ? half.split(':') : [])
  const head = part(halves[0])
  const tail = part(halves[1])
  // An IPv4 address at the end stands for the last two groups.
  const last = tail.length ? tail : head
  const dotted = last.at(-1)?.includes('.') ? last.pop()! : null
  if (dotted) last.push('0', '0')
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null
  return groups.map((group) => parseInt(group, 16).toString(16))
}
