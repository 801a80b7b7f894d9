import type { CDPSession, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { BrandId } from '../../brands/brand-config.ts'
import { firstListingId } from '../../worker/db/seed/listings.ts'
import { waitForHydration } from './chromium.ts'
import { inspectFocus } from './focus-inspection.ts'

// A keyboard-only visitor for the browser tests (issue 11: every interaction works with the keyboard alone, with
// visible focus). It presses keys like a person, and after each one checks what took the focus: that the focus shows
// (focus-inspection.ts, in the page), and that assistive technology gets a control with a name, its role and
// accessible name read from chromium's own accessibility tree as screen readers get them. Every problem is kept, so a
// test walks a whole page and then expects `problems` to be empty. KEYBOARD_TRACE=1 prints each stop as it is reached.

/** What took the focus, as a screen reader announces it. */
interface FocusStop {
  role: string
  name: string
  /** The element in a few words, for messages: `button "Next photo"`. */
  label: string
}

/**
 * Roles a person can reach with Tab and act on (or, for a region, read), as chromium names them: a <details>'
 * <summary> is its DisclosureTriangle, an embedded page (a video player) its Iframe. Anything else is a wrong role.
 */
const controlRoles = new Set([
  'button',
  'checkbox',
  'combobox',
  'DisclosureTriangle',
  'Iframe',
  'link',
  'listbox',
  'menuitem',
  'option',
  'radio',
  'region',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'textbox',
])

/** The seed's first fixture, a diamond listing with photos, a video and a 3D tour, at each brand's detail path. */
export const diamondListingPath: Record<BrandId, string> = {
  land: `/property/Kimble-County-TX/${firstListingId}/`,
  landwatch: `/kimble-county-tx/pid/${firstListingId}`,
  laf: `/property/kimble-county-tx-${firstListingId}/`,
}

/** Opens a page afresh and waits until it answers input: the keyboard starts at the top of the document. */
export async function openAtTop(page: Page, url: string): Promise<void> {
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' })
  expect(response?.status(), url).toBe(200)
  await waitForHydration(page)
}

export class KeyboardVisitor {
  /** Everything wrong with what the focus reached so far, as `label: problem`. */
  readonly problems: string[] = []
  readonly page: Page
  /** The last element that had the focus, for the message when the focus is lost. */
  private lastLabel = 'the start of the page'
  /** Whether the element checked last is the one tabTo is looking for, and whether that one is still marked. */
  private onTarget = false
  private targetMarked = false
  private devtools: Promise<CDPSession> | undefined

  constructor(page: Page) {
    this.page = page
  }

  /** Presses a key (Tab, Shift+Tab, Enter, Space, Escape, arrows…) and checks what has the focus after it. */
  async press(key: string): Promise<FocusStop | null> {
    await this.page.keyboard.press(key)
    return this.check()
  }

  /**
   * Presses Enter on a link that opens another page. Not a focus check: the new page starts with the focus on its
   * document, and whether the old link still had it when the check ran would depend on how fast the page came.
   */
  async follow(): Promise<void> {
    await this.page.keyboard.press('Enter')
    this.lastLabel = 'the start of the page'
  }

  /** Types text into the focused field, key by key. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text)
  }

  /**
   * Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking every element on the way. Fails if it
   * is not reached within `max` presses: that part of the page cannot be reached from the keyboard.
   */
  async tabTo(target: Locator, options: { back?: boolean; max?: number } = {}): Promise<FocusStop> {
    const max = options.max ?? 200
    // Marked in the page when it is there already, so each step learns whether it is on it with the same look.
    const marked = (await target.count()) > 0
    if (marked) await target.first().evaluate((element, mark) => element.setAttribute(mark, ''), targetMark)
    try {
      for (let press = 0; press < max; press++) {
        const stop = await this.press(options.back ? 'Shift+Tab' : 'Tab')
        // A target the page has replaced since (a re-render) has lost the mark: the locator finds it again.
        if (stop && (this.onTarget || ((!marked || !this.targetMarked) && (await isFocused(target))))) return stop
      }
    } finally {
      if (marked)
        await target.evaluateAll((all, mark) => all.forEach((element) => element.removeAttribute(mark)), targetMark)
    }
    throw new Error(`${String(target)} was not reached in ${max} presses of ${options.back ? 'Shift+Tab' : 'Tab'}`)
  }

  /** Checks the focused element now (after a change the page made by itself, say). Null when nothing has focus. */
  async check(): Promise<FocusStop | null> {
    for (let look = 1; ; look++) {
      const found = await this.page.evaluate(inspectFocus, targetMark)
      this.onTarget = found?.onTarget ?? false
      this.targetMarked = found?.targetMarked ?? false
      if (!found) {
        this.problems.push(`focus lost: nothing has the focus after ${this.lastLabel}`)
        return null
      }
      const { role, name } = await this.accessible('document.activeElement')
      // The page and chromium's accessibility tree are asked one after the other: a re-render between the two (a
      // popover arriving, a list replaced) can show an element that no longer has the focus. What has it for good is
      // still there two frames later.
      if ((!controlRoles.has(role) || !name.trim()) && look < 3) {
        await this.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
        continue
      }
      const stop = { role, name, label: `${role} "${name}"` }
      this.lastLabel = stop.label
      if (process.env.KEYBOARD_TRACE) console.log(`focus: ${stop.label}`)
      for (const problem of found.problems) this.problems.push(`${stop.label}: ${problem}`)
      if (!controlRoles.has(role)) this.problems.push(`${stop.label}: role ${role} is not a control`)
      if (!name.trim()) this.problems.push(`${stop.label}: no accessible name`)
      return stop
    }
  }

  /** The open dialog as assistive technology gets it: its role, its name, and whether it is modal (aria-modal). */
  async dialogFacts(dialog: Locator): Promise<{ role: string; name: string; modal: boolean }> {
    await dialog.evaluate((element) => element.setAttribute('data-accessibility-probe', ''))
    try {
      const { role, name, properties } = await this.accessible('document.querySelector("[data-accessibility-probe]")')
      return { role, name, modal: properties.modal === true }
    } finally {
      await dialog.evaluate((element) => element.removeAttribute('data-accessibility-probe'))
    }
  }

  /** The element `expression` finds, in chromium's accessibility tree: role, name and properties. */
  private async accessible(expression: string) {
    this.devtools ??= this.page.context().newCDPSession(this.page)
    const devtools = await this.devtools
    // The page's objects found this way are few and small: they go with the page.
    const { result } = await devtools.send('Runtime.evaluate', { expression })
    const { nodes } = await devtools.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    })
    const node = nodes[0]
    const properties = Object.fromEntries(
      (node?.properties ?? []).map((property) => [property.name, property.value.value]),
    )
    return { role: String(node?.role?.value ?? 'none'), name: String(node?.name?.value ?? ''), properties }
  }
}

/** The attribute tabTo marks its target with, for inspectFocus in the page to tell it is there. */
const targetMark = 'data-keyboard-target'

/** Whether the locator's element has the focus (false when it is not in the page). */
export async function isFocused(target: Locator): Promise<boolean> {
  if (!(await target.count())) return false
  return target.first().evaluate((element) => element === document.activeElement)
}

/**
 * Tabs round the open dialog both ways from where its focus is, checking each stop: every one is inside the dialog,
 * Tab after its last control comes back to its first, and Shift+Tab goes round the same stops the other way. Answers
 * the stops in Tab order (without the one it started on).
 */
export async function tabRoundDialog(visitor: KeyboardVisitor, dialog: Locator): Promise<string[]> {
  const marked = await dialog.evaluate((element) => {
    const active = document.activeElement
    if (!active || !element.contains(active)) return false
    active.setAttribute('data-tab-start', '')
    return true
  })
  if (!marked) {
    visitor.problems.push('the dialog opened without the focus in it')
    return []
  }
  const where = () =>
    dialog.evaluate((element) => {
      const active = document.activeElement
      if (!active || !element.contains(active)) return 'outside'
      return active.hasAttribute('data-tab-start') ? 'start' : 'inside'
    })
  const round: Record<string, string[]> = { Tab: [], 'Shift+Tab': [] }
  for (const key of ['Tab', 'Shift+Tab']) {
    const stops = round[key]!
    for (let press = 0; ; press++) {
      if (press === 40) {
        visitor.problems.push(`${key} did not come round to where it started in 40 presses`)
        break
      }
      const stop = await visitor.press(key)
      const place = await where()
      if (place === 'outside') {
        visitor.problems.push(`${key} left the dialog after ${stops.at(-1) ?? 'the control it started on'}`)
        break
      }
      if (place === 'start') break
      stops.push(stop?.label ?? '')
    }
  }
  if (round['Shift+Tab']!.join() !== [...round.Tab!].reverse().join())
    visitor.problems.push(`Shift+Tab went ${round['Shift+Tab']!.join(', ')}; Tab went ${round.Tab!.join(', ')}`)
  await dialog.evaluate((element) => element.querySelector('[data-tab-start]')?.removeAttribute('data-tab-start'))
  return round.Tab!
}
