import { callPath } from '../../web/api/api-call.ts'
import { unsubscribeCall, unsubscribePagePath } from '../../web/api/unsubscribe.ts'
import { base64url } from '../auth/secret-token.ts'
import type { AlertSite } from './alert-sites.ts'
import type { Db } from '../db/db.ts'

// An alert's unsubscribe link works without a login (RFC 8058: a mail client posts it with no cookie), so the link
// itself says what it stops and is signed: HMAC-SHA-256 over what it names, with the key each database drew when it
// was migrated (signing_keys, migration 0035). Whoever alters the kind or the id breaks the signature; nothing is
// stored per link. A link does not expire: an unsubscribe link in an old message must still work.

/** What a link stops: a buyer's favourite alerts (a user id), or one saved search's alerts (its id). */
type UnsubscribeKind = 'favourites' | 'saved-search'
export interface UnsubscribeTarget {
  kind: UnsubscribeKind
  id: number
}

const kindLetters: Record<UnsubscribeKind, string> = { favourites: 'f', 'saved-search': 's' }
const kindOfLetter = new Map(Object.entries(kindLetters).map(([kind, letter]) => [letter, kind as UnsubscribeKind]))

/** 'f12345.' then the signature's 43 base64url characters. */
const tokenShape = /^([fs])(\d{1,15})\.([A-Za-z0-9_-]{43})$/

function bytesOfBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

async function signingKey(db: Db): Promise<CryptoKey> {
  const row = await db.prepare("SELECT secret FROM signing_keys WHERE name = 'unsubscribe'").first<{ secret: string }>()
  if (!row) throw new Error('signing_keys has no unsubscribe key: migration 0035 was not applied')
  const raw = Uint8Array.from(row.secret.match(/../g) ?? [], (hex) => parseInt(hex, 16))
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

const signed = (target: UnsubscribeTarget) => new TextEncoder().encode(`unsubscribe:${target.kind}:${target.id}`)

/** An alert's links: the page in its body, and the address its List-Unsubscribe header gives a mail client. */
export interface UnsubscribeLinks {
  page: string
  oneClick: string
}
export type UnsubscribeLinker = (target: UnsubscribeTarget, site: AlertSite) => Promise<UnsubscribeLinks>

/** Makes the links of many alerts with one read of the key. */
export async function unsubscribeLinker(db: Db): Promise<UnsubscribeLinker> {
  const key = await signingKey(db)
  return async (target, site) => {
    const signature = await crypto.subtle.sign('HMAC', key, signed(target))
    const token = `${kindLetters[target.kind]}${target.id}.${base64url(new Uint8Array(signature))}`
    return {
      page: `${site.origin}${unsubscribePagePath(token)}`,
      oneClick: `${site.origin}${callPath(unsubscribeCall, { token })}`,
    }
  }
}

/** What a token stops, or null when it is not one this database signed (forged, altered, cut short). */
export async function unsubscribeTarget(db: Db, token: string): Promise<UnsubscribeTarget | null> {
  const match = tokenShape.exec(token)
  if (!match) return null
  const target = { kind: kindOfLetter.get(match[1]!)!, id: Number(match[2]) }
  // verify compares in constant time: how long a refusal takes says nothing of how much of a signature was right.
  const valid = await crypto.subtle.verify('HMAC', await signingKey(db), bytesOfBase64url(match[3]!), signed(target))
  return valid ? target : null
}
