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

/** Where the visitor is, from Cloudflare's request geolocation (request.cf) and the connecting IP. */
export async function deviceFromRequest(db: Db, request: Request): Promise<DeviceInfo> {
  const cf = (request as { cf?: IncomingRequestCfProperties }).cf
  const countryCode = String(cf?.country ?? '')
  const state = countryCode === 'US' ? String(cf?.regionCode ?? '') : ''
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
  }
}
