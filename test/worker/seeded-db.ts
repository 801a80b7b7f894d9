import { env } from 'cloudflare:workers'
import citiesCsv from '../../worker/db/geo/cities.csv?raw'
import countiesCsv from '../../worker/db/geo/counties.csv?raw'
import statesCsv from '../../worker/db/geo/states.csv?raw'
import zipsCsv from '../../worker/db/geo/zips.csv?raw'
import { seedD1 } from '../../worker/db/seed/seed-d1.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'

/** Seeds this test file's isolated D1 with the real generator: every state and county, a few listings. */
export function seedTestDb(listings = 300, seed = 7) {
  return seedD1(
    env.DB,
    { states: statesCsv, counties: countiesCsv, cities: citiesCsv, zips: zipsCsv },
    { listings, seed },
  )
}

export async function sqlRows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<T>()
  ).results
}

/** Inserts one row of the named columns (a test's own account, listing…). */
/** The seller account of the seed's seller login (seedLogins.seller): whose listings the seller tests change. */
export async function seedSellerAccount(): Promise<number> {
  const [user] = await sqlRows<{ account_id: number }>(
    'SELECT account_id FROM users WHERE email = ?1',
    seedLogins.seller.email,
  )
  return user!.account_id
}

export async function insertRow(table: string, row: Record<string, string | number | null>): Promise<void> {
  const columns = Object.keys(row)
  await env.DB.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(', ')})`,
  )
    .bind(...Object.values(row))
    .run()
}
