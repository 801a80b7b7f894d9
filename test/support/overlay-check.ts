import type { Page } from 'playwright-core'

// What a person sees go wrong when a popover, sheet or dialog opens on a small screen: the page grows wider than the
// window (a panel hanging off its chip), or a control of the open part lies outside the window, where a thumb
// cannot reach it (the issue's Max price and Apply at 375 px). Measured in the page, for each opener it finds.

/** The buttons that open something (aria-expanded: disclosures, menus and dialog openers), each marked for a locator. */
export async function markOpeners(page: Page, scope: 'page' | 'main'): Promise<string[]> {
  return page.evaluate((scope) => {
    const root = scope === 'main' ? document.querySelector('main') : document.body
    const labelOf = (button: HTMLButtonElement) =>
      `${button.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) || button.getAttribute('aria-label')}`
    // One opener of each kind: the same button in every card of a list (Contact Seller on 25 search cards) opens
    // the same part, and opening it 25 times at each width cost minutes a search page.
    const kinds = new Set<string>()
    const openers = [...(root?.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"]') ?? [])].filter(
      (button) => {
        if (!button.checkVisibility({ visibilityProperty: true }) || button.disabled) return false
        const container = button.parentElement?.closest<HTMLElement>('[data-testid]')?.dataset.testid ?? ''
        const kind = `${container} ${labelOf(button)}`
        if (kinds.has(kind)) return false
        kinds.add(kind)
        return true
      },
    )
    return openers.map((button, index) => {
      button.dataset.overlayOpener = String(index)
      return labelOf(button)
    })
  }, scope)
}

/** Whether what the opener opened is showing: the part it controls, or a modal dialog (a login it asked for first). */
export async function openedPart(page: Page, index: number): Promise<boolean> {
  return page.evaluate((index) => {
    const opener = document.querySelector(`[data-overlay-opener="${index}"]`)
    const controlled = opener?.getAttribute('aria-controls')
    const part = controlled ? document.getElementById(controlled) : null
    const modal = document.querySelector('dialog[open]')
    return Boolean((part && part.checkVisibility() && part.getBoundingClientRect().height > 0) || modal)
  }, index)
}

/** The faults of the open part: the page wider than the window, or its controls beyond the window's sides. */
export async function openPartProblems(page: Page, index: number): Promise<string[]> {
  return page.evaluate((index) => {
    const problems: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1) {
      problems.push(`the page is ${root.scrollWidth}px wide in a ${root.clientWidth}px window`)
    }
    const opener = document.querySelector(`[data-overlay-opener="${index}"]`)
    const controlled = opener?.getAttribute('aria-controls')
    const parts = [
      ...(controlled ? [document.getElementById(controlled)] : []),
      ...document.querySelectorAll('dialog[open]'),
    ].filter((part): part is HTMLElement => part instanceof HTMLElement && part.checkVisibility())
    const width = window.innerWidth
    for (const part of parts) {
      const box = part.getBoundingClientRect()
      if (box.left < -1 || box.right > width + 1) {
        problems.push(`its ${part.tagName.toLowerCase()} spans ${Math.round(box.left)}–${Math.round(box.right)} px`)
      }
      // A panel that scrolls sideways hides its fields' ends as surely as the window's edge does.
      for (const box of [part, ...part.querySelectorAll<HTMLElement>('*')]) {
        const overflowX = getComputedStyle(box).overflowX
        if ((overflowX === 'auto' || overflowX === 'scroll') && box.scrollWidth > box.clientWidth + 1) {
          problems.push(
            `a <${box.tagName.toLowerCase()}> in it scrolls sideways (${box.scrollWidth} in ${box.clientWidth} px)`,
          )
        }
      }
      for (const control of part.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')) {
        if (!control.checkVisibility({ visibilityProperty: true })) continue
        const rect = control.getBoundingClientRect()
        if (rect.width === 0 && rect.height === 0) continue
        if (rect.left < -1 || rect.right > width + 1) {
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? ''
          const what = `<${control.tagName.toLowerCase()}${'name' in control && control.name ? ` name=${String(control.name)}` : ''}>${name}`
          problems.push(`${what} at ${Math.round(rect.left)}–${Math.round(rect.right)} px is off screen`)
        }
      }
    }
    return problems
  }, index)
}
