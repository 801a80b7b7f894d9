import type { Page } from 'playwright-core'

/**
 * Scrolled to the very bottom: where a bar fixed to the foot of the window sits, and where the footer's last link
 * ends, so a test can check the room under the footer keeps that link clear of the bar.
 */
export async function bottomBarBoxes(page: Page, barTestId: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  return page.evaluate((testId) => {
    const footerLinks = document.querySelectorAll('[data-testid=site-footer] a')
    const last = footerLinks[footerLinks.length - 1]!.getBoundingClientRect()
    const bar = document.querySelector(`[data-testid=${testId}]`)!.getBoundingClientRect()
    return { lastLinkBottom: last.bottom, barTop: bar.top, barBottom: bar.bottom, window: window.innerHeight }
  }, barTestId)
}
