import type { Page } from 'playwright-core'

/** Every search card's distance from the point searched ('· 12 mi away'), in miles; NaN for a card that misreads. */
export const cardDistances = async (page: Page): Promise<number[]> =>
  (await page.getByTestId('card-distance').allTextContents()).map((text) => Number(/([\d.]+) mi away$/.exec(text)?.[1]))
