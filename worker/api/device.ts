import type { DeviceInfo } from '../../web/api/device.ts'
import type { Db } from '../db/db.ts'

/** Local development has no geolocation: these fixed values stand for one Texas city (spec §7). */
export const localDevice: DeviceInfo = {
  ipAddress: '127.0.0.1',
  city: 'Austin',
  state: 'TX',
  stateId: 48,
  zip: '78701',
  countryCode: 'US',
  // Downtown Austin, the point Cloudflare's own documentation gives for a request from there.
  latitude: 30.2713,
  longitude: -97.7426,
}

export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname.startsWith('127.') ||
    hostname === '[::1]' ||
    hostname === '::1'
  )
}

/** A coordinate of request.cf (a decimal string, '30.27130'), or NaN when it is missing or not one. */
function coordinate(text: unknown, limit: number): number {
  const value = typeof text === 'string' && text.trim() ? Number(text) : NaN
  return Math.abs(value) <= limit ? value : NaN
}

/** request.cf's point, both coordinates or neither. */
function roughPoint(cf: IncomingRequestCfProperties | undefined): Pick<DeviceInfo, 'latitude' | 'longitude'> {
  const latitude = coordinate(cf?.latitude, 90)
  const longitude = coordinate(cf?.longitude, 180)
  return Number.isNaN(latitude + longitude) ? { latitude: null, longitude: null } : { latitude, longitude }
}

/**
 * Where the visitor is, from Cloudflare's request geolocation (request.cf) and the connecting IP. The point is given
 * for US connections only: the listings are all in the US, so a search around a point abroad would find nothing.
 */
export async function deviceFromRequest(db: Db, request: Request): Promise<DeviceInfo> {
  const cf = (request as { cf?: IncomingRequestCfProperties }).cf
  const countryCode = String(cf?.country ?? '')
  const inUs = countryCode === 'US'
  const state = inUs ? String(cf?.regionCode ?? '') : ''
  const stateRow = state
    ? await db.prepare('SELECT id FROM states WHERE abbreviation = ?1').bind(state).first<{ id: number }>()
    : null
  return {
    ipAddress: request.headers.get('cf-connecting-ip') ?? '',
    city: String(cf?.city ?? ''),
    state,
    stateId: stateRow?.id ?? 0,
    zip: String(cf?.postalCode ?? ''),
    countryCode,
    ...(inUs ? roughPoint(cf) : { latitude: null, longitude: null }),
  }
}
