import type { Page } from 'playwright-core'

// What a person would see as broken layout, measured in the page: a horizontal scroll bar, header or footer
// elements drawn over each other or over the page's content (a transparent header over a hero photo excepted), and
// links or buttons too small to hit (24×24 px, WCAG 2.2 target size). Text is measured by its line boxes, so a link
// that wraps is not one big rectangle.

export interface LayoutOptions {
  /** Skip the header-over-content check (an open menu overlays the page by design). */
  headerMayCoverContent?: boolean
}

export async function layoutProblems(page: Page, options: LayoutOptions = {}): Promise<string[]> {
  return page.evaluate(inPageLayoutProblems, options)
}

function inPageLayoutProblems(options: LayoutOptions): string[] {
  // Parts the browser skips until they near the window (content-visibility: auto, the search cards) are measured as
  // drawn, as a person sees them once there: skipped, they keep a placeholder height their contents run past.
  const skipped = [...document.querySelectorAll<HTMLElement>('*')].filter(
    (el) => getComputedStyle(el).contentVisibility === 'auto',
  )
  for (const el of skipped) el.style.contentVisibility = 'visible'
  try {
    return layoutProblemsAsDrawn(options)
  } finally {
    for (const el of skipped) el.style.contentVisibility = ''
  }

  function layoutProblemsAsDrawn(options: LayoutOptions): string[] {
    const problems: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1) {
      problems.push(`horizontal scroll: the page is ${root.scrollWidth}px wide in a ${root.clientWidth}px window`)
    }

    // Each element's style and boxes are read once: the checks below compare every header and footer part with every
    // part of the content, and reading them for each pair was most of a page's check (a search page: 1.1 s a width).
    const remembered = <T>(read: (el: Element) => T) => {
      const known = new Map<Element, T>()
      return (el: Element): T => {
        if (!known.has(el)) known.set(el, read(el))
        return known.get(el)!
      }
    }
    const shown = remembered((el) => {
      const style = getComputedStyle(el)
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0
    })
    const label = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const alt = el.getAttribute('alt') ?? el.getAttribute('aria-label') ?? ''
      return `<${el.tagName.toLowerCase()}>${text || alt}`
    }
    /** The rectangles a person sees of an element: its line boxes, leaving out empty ones. */
    const boxes = remembered((el) => [...el.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5))
    const selector = 'a, button, img, svg, input, select, textarea, h1, h2, h3, h4, h5, h6, p, li > span, label'
    const parts = (scope: Element | null) =>
      scope ? [...scope.querySelectorAll(selector)].filter((el) => shown(el) && boxes(el).length > 0) : []
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
    const related = (a: Element, b: Element) => a.contains(b) || b.contains(a)
    const collide = (a: Element, b: Element) => boxes(a).some((ra) => boxes(b).some((rb) => overlap(ra, rb)))

    const header = document.querySelector('[data-testid=site-header]')
    const footer = document.querySelector('[data-testid=site-footer]')
    const main = document.querySelector('main')
    const headerParts = parts(header)
    const footerParts = parts(footer)
    const mainParts = parts(main)
    for (const [name, list] of [
      ['header', headerParts],
      ['footer', footerParts],
    ] as const) {
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          const a = list[i]!
          const b = list[j]!
          if (!related(a, b) && collide(a, b)) problems.push(`${name}: ${label(a)} overlaps ${label(b)}`)
        }
      }
    }
    const covering = [...(options.headerMayCoverContent ? [] : headerParts), ...footerParts]
    // A transparent header lies over the page's hero photo by design (the page marks it data-behind-header); over
    // the hero's text or anything else it is still a fault.
    const behindHeader = (el: Element) =>
      header?.getAttribute('data-transparent') === 'true' && el.closest('[data-behind-header]') !== null
    for (const a of covering) {
      for (const b of mainParts) {
        if (headerParts.includes(a) && behindHeader(b)) continue
        if (collide(a, b)) problems.push(`${label(a)} is drawn over the page content ${label(b)}`)
      }
    }

    for (const el of document.querySelectorAll('a[href], button')) {
      if (!shown(el)) continue
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 && rect.height === 0) continue
      if (rect.width < 24 || rect.height < 24) {
        problems.push(`${label(el)} is ${Math.round(rect.width)}×${Math.round(rect.height)} px, under 24×24`)
      }
    }
    return problems
  }
}
