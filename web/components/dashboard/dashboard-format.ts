import { allSitesId, brandOfSiteId } from '../../../brands/site-ids.ts'

// How the dashboard writes sites and times: the same text on the server and in every browser (UTC, no Intl).

/** 'Every site', or the brand's id: a page loads its own brand's config only, not the others' names. */
export const siteName = (siteId: number) =>
  siteId === allSitesId ? 'Every site' : (brandOfSiteId(siteId) ?? `Site ${siteId}`)

/** '2026-11-21T11:12:52.000Z' -> '2026-11-21 11:12 UTC'. */
export const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** '2026-11-16' -> 'Nov 16'. */
export const shortDate = (isoDate: string) =>
  `${months[Number(isoDate.slice(5, 7)) - 1] ?? ''} ${Number(isoDate.slice(8, 10))}`
