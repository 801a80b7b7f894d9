import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** The rules the browser tests hold every page and dialog to: WCAG 2.2 level AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * What axe-core finds against WCAG 2.2 AA on the page, or in the part `include` selects. (axe's resultTypes option,
 * which would leave out the passes' details, made landmark-unique report a unique landmark as a duplicate.)
 */
export async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(wcagTags)
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  return violations
}
