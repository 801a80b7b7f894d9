// Small value helpers shared by the builders.

export const dayMs = 86_400_000

/** The fixed "today" of generated data (the day this was written). A clock would make two runs differ, so dates
 *  count back from this; `--reference-date` moves it, e.g. to keep "listed in the past 24 hours" non-empty. */
export const defaultReferenceDate = '2026-11-21'

/** 'YYYY-MM-DDTHH:MM:SSZ', the timestamp format of every *_at / date column (as in data_version). */
export const isoTime = (ms: number): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z')

export const round = (n: number, digits: number): number => {
  const f = 10 ** digits
  return Math.round(n * f) / f
}

export const bit = (on: boolean): number => (on ? 1 : 0)

/** 'Hill Country Land & Ranch' -> 'hill-country-land-ranch' (URLs and email domains). */
export const kebab = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
