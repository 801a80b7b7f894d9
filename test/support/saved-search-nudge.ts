import type { Page } from 'playwright-core'
import { popoverShownKey } from '../../web/components/search/save-search.tsx'

/** The save-search nudge's flag, as the page asks it. */
const nudgeFlagUrl = '**/api/featureflag/savedSearchPopover'

/**
 * Lets the save-search nudge show on every page the tab opens, whatever the site: never shown in this browser (it
 * shows once per 30 days, and a retry must see it too), and its flag on (the seed has it off on the farm-and-ranch
 * site, as an admin may switch it on any site).
 */
export async function nudgeDue(page: Page) {
  await page.addInitScript((key) => localStorage.removeItem(key), popoverShownKey)
  await page.route(nudgeFlagUrl, (route) => route.fulfill({ json: { value: true } }))
}
