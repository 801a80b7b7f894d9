import { brandIds } from '../../brands/brand-registry.ts'

// The browser checks that take turns (test/browser/page-quality.ts, overlays.test.ts): what one run checks or shoots
// in full, chosen by the day, so every brand and variant has its turn within a few days and a run is repeatable.
// HARNESS_DAY=<n> repeats a day's choices (the page list prints them); SCREENSHOTS=all shoots every brand.

export const harnessDay = Number(process.env.HARNESS_DAY ?? Math.floor(Date.now() / 86_400_000))
if (!Number.isSafeInteger(harnessDay)) throw new Error('HARNESS_DAY must be a whole number')

/** The brand whose variants, phone-width axe and screenshots are this run's. */
export const brandInTurn = brandIds[harnessDay % brandIds.length]!

/** Whether this run keeps screenshots of the brand's pages: a person looks at one brand's at a time. */
export const screenshotsOf = (brandId: string) => brandId === brandInTurn || process.env.SCREENSHOTS === 'all'
