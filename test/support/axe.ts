import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, ImpactValue } from 'axe-core'
import type { Page } from 'playwright-core'

/** The rules the browser tests hold every page and dialog to: WCAG 2.2 level AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** One rule axe-core found broken, with the elements it found it on (their CSS selectors). */
export interface AxeViolation {
  id: string
  impact: ImpactValue | undefined
  help: string
  nodes: { target: string[] }[]
}

/**
 * What axe-core finds against WCAG 2.2 AA on the page, or in the part `include` selects.
 *
 * axe runs in the page and only its violations come back. @axe-core/playwright, which the tests used before, sends
 * back axe's whole report (every element each passing rule looked at) and finishes each run in a second, blank page
 * with axe loaded again: a third of the page list's CPU time went to axe, a fifth of that in Node. (axe's own
 * resultTypes option, which trims the report in the page, made landmark-unique report a unique landmark as a
 * duplicate.) Frames are left out: the pages' only frames are the video players of other sites, which no check here
 * could load (the network is closed to them) and which are theirs to make accessible; the frame's own title is
 * checked in the page (frame-title).
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe
      const context = include ? { include: [include] } : document
      const { violations } = await axe.run(context, { runOnly: { type: 'tag', values: tags }, iframes: false })
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target }) => ({ target: target.map(String) })),
      }))
    },
    { tags: wcagTags, include },
  )
}
