import type { UnsubscribeState } from '../../web/api/unsubscribe.ts'
import type { UnsubscribeTarget } from './unsubscribe-token.ts'
import type { Db } from '../db/db.ts'

// What an unsubscribe link stops, and stopping it: a buyer's favourite alerts (users.favourite_alerts 'off'), or one
// saved search's (notify 'No Updates', as the saved searches page sets it). Null when it is gone (the account or the
// search deleted since the mail).

const favouritesDescription = 'Emails about the properties you saved: price drops, status changes and new photos.'
const searchDescription = (name: string) => `Emails about new and changed listings of your saved search "${name}".`

const stateSql: Record<UnsubscribeTarget['kind'], { read: string; stop: string }> = {
  favourites: {
    read: "SELECT '' AS name, favourite_alerts = 'off' AS stopped FROM users WHERE id = ?1",
    stop: "UPDATE users SET favourite_alerts = 'off', updated_at = ?2 WHERE id = ?1 RETURNING '' AS name, 1 AS stopped",
  },
  'saved-search': {
    read: "SELECT name, notify = 'No Updates' AS stopped FROM saved_searches WHERE id = ?1",
    stop: `UPDATE saved_searches SET notify = 'No Updates', updated_at = ?2 WHERE id = ?1
           RETURNING name, 1 AS stopped`,
  },
}

async function stateOf(statement: D1PreparedStatement, kind: UnsubscribeTarget['kind']) {
  const row = await statement.first<{ name: string; stopped: number }>()
  if (!row) return null
  const description = kind === 'favourites' ? favouritesDescription : searchDescription(row.name)
  return { kind, description, stopped: row.stopped === 1 } satisfies UnsubscribeState
}

export const alertsOf = (db: Db, target: UnsubscribeTarget): Promise<UnsubscribeState | null> =>
  stateOf(db.prepare(stateSql[target.kind].read).bind(target.id), target.kind)

export const stopAlerts = (db: Db, target: UnsubscribeTarget, now: Date): Promise<UnsubscribeState | null> =>
  stateOf(db.prepare(stateSql[target.kind].stop).bind(target.id, now.toISOString()), target.kind)
