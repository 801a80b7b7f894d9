import { describe, expect, test } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors } from '../support/chromium.ts'
import { diamondListingPath, isFocused, KeyboardVisitor, openAtTop, tabRoundDialog } from '../support/keyboard.ts'
import { brandUrl } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// A listing's detail page with the keyboard alone (issue 11), on every brand, from the top of the page to its foot:
// the photo strip, the full-screen carousel (opened, gone round, its photos and modes, closed with Escape and the focus
// back where it was), the actions, the media buttons, the map, the financing, the seller, similar listings and the
// main land site's contact bar. Every element the focus reaches is checked as it is reached (test/support/keyboard.ts).
// The carousel's arrow keys and each mode's content are listing-media.test.ts's; the share and contact dialogs are
// keyboard-dialogs.test.ts's.

const port = testServerPort()
const browser = chromiumForTests({ viewport: { width: 1280, height: 900 } })

describe.each(brandIds)('the listing page of %s by keyboard', (brandId) => {
  test(`${brandId}: photos, full screen, actions, media, map, seller and similar listings, top to bottom`, async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const keys = new KeyboardVisitor(page)
    try {
      await openAtTop(page, brandUrl(port, brandId, diamondListingPath[brandId]))
      const title = (await page.getByTestId('listing-page').locator('h1').textContent())?.trim()

      // The photo strip: a toggle per photo; the one pressed is the main photo, which opens full screen.
      const photos = page.getByRole('region', { name: 'Photos' })
      const first = photos.getByRole('button', { name: /^Open photo 1 of \d+ full screen$/ })
      await keys.tabTo(first)
      expect(await first.getAttribute('aria-haspopup')).toBe('dialog')
      const total = Number(/of (\d+)/.exec((await first.getAttribute('aria-label')) ?? '')?.[1])
      expect((await keys.press('Tab'))?.label).toBe(`button "Show photo 1 of ${total}"`)
      expect((await keys.press('Tab'))?.label).toBe(`button "Show photo 2 of ${total}"`)
      await keys.press('Enter')
      const thumbnail = photos.getByRole('button', { name: `Show photo 2 of ${total}` })
      expect(await thumbnail.getAttribute('aria-pressed')).toBe('true')
      const second = photos.getByRole('button', { name: `Open photo 2 of ${total} full screen` })
      await keys.tabTo(second, { back: true })

      // Full screen: a modal dialog named for what it shows, the focus on Close, Tab kept inside.
      await keys.press('Enter')
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      expect(await keys.dialogFacts(dialog)).toEqual({ role: 'dialog', name: `Photos: ${title}`, modal: true })
      await expect.poll(() => isFocused(dialog.getByRole('button', { name: 'Close' }))).toBe(true)
      await keys.check()
      const counter = dialog.getByTestId('fullscreen-counter')
      expect(await counter.getAttribute('aria-live')).toBe('polite')
      await expect.poll(() => counter.textContent()).toBe(`2/${total}`)
      const carousel = dialog.locator('[aria-roledescription="carousel"]')
      expect(await carousel.getAttribute('aria-label')).toBe(`Photos of ${title}`)
      expect(await carousel.locator('[aria-roledescription="slide"]').nth(1).getAttribute('aria-label')).toBe(
        `2 of ${total}`,
      )
      expect(await tabRoundDialog(keys, dialog)).toEqual(
        ['Previous photo', 'Next photo', 'Photos', 'Video', '3D Tour', 'Map'].map((name) => `button "${name}"`),
      )
      expect(await dialog.getByRole('button', { name: 'Photos', exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      )
      await keys.tabTo(dialog.getByRole('button', { name: 'Next photo' }))
      await keys.press('Enter')
      await expect.poll(() => counter.textContent()).toBe(`3/${total}`)
      const video = dialog.getByRole('button', { name: 'Video', exact: true })
      await keys.tabTo(video)
      await keys.press('Enter')
      expect(await video.getAttribute('aria-pressed')).toBe('true')
      expect((await keys.dialogFacts(dialog)).name).toBe(`Video: ${title}`)
      expect(await dialog.locator('iframe').getAttribute('title')).toBe(`Video of ${title}`)
      await keys.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      expect(await isFocused(second), 'the focus is back on the photo that opened it').toBe(true)

      // The actions and the media buttons; the video opens full screen in its mode and Escape comes back to it.
      await keys.tabTo(page.getByRole('button', { name: 'Share' }))
      const media = page.getByRole('group', { name: 'View full screen' })
      const videoButton = media.getByRole('button', { name: 'Video' })
      await keys.tabTo(videoButton)
      await keys.press('Enter')
      await dialog.waitFor()
      expect((await keys.dialogFacts(dialog)).name).toBe(`Video: ${title}`)
      await keys.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      expect(await isFocused(videoButton)).toBe(true)

      // On to the seller, past the map and the financing in whatever state the scrolling has put them (each stop is
      // checked). End scrolls to the foot of the page, so the map and similar listings load; Shift+Tab goes back up
      // to the map, whose arrow keys pan it, then Tab on through its zoom buttons to similar listings.
      const seller = page.getByTestId('seller-card').getByRole('link').first()
      await keys.tabTo(seller)
      await page.keyboard.press('End')
      const mapSection = page.getByRole('region', { name: 'Map', exact: true })
      const canvas = mapSection.locator('canvas')
      await canvas.waitFor({ timeout: 20_000 })
      const similar = page.getByTestId('similar-listings')
      // Parts near the viewport start one idle period each (web/site/idle-queue.ts, at most 1 s apart): on a loaded
      // machine, with the page's carousels queued before it, similar listings can start 10 s or more after the map.
      await expect.poll(() => similar.getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false')
      await keys.tabTo(canvas, { back: true })
      expect(await canvas.getAttribute('aria-label')).toMatch(/^Map of /)
      await keys.press('ArrowDown')
      await keys.tabTo(mapSection.getByRole('button', { name: 'Zoom in' }))
      await keys.press('Enter')
      await keys.tabTo(similar.getByRole('link').last())
      // The contact bar (on every brand since issue 32), at the foot of the window, comes after the page's content.
      const bar = page.getByTestId('contact-bar')
      expect((await keys.tabTo(bar.getByRole('link', { name: /^Call / }))).name).toMatch(/^Call \d{3}-\d{3}-\d{4}$/)
      await keys.tabTo(bar.getByRole('button', { name: 'Contact Seller' }))
      expect(keys.problems).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})

test('on a phone, Show map pressed with Enter keeps the focus on the map, and the contact bar hides no control', async () => {
  const page = await browser.context.newPage()
  await page.setViewportSize({ width: 375, height: 740 })
  const errors = collectPageErrors(page)
  const keys = new KeyboardVisitor(page)
  try {
    await openAtTop(page, brandUrl(port, 'land', diamondListingPath.land))
    // Far below the photos on a phone, the map is still its button while the page is at its top. Tabbing down, the
    // map loads as the focus comes near it (the land facts' buttons lie just above it), so the focus is put on the
    // button itself here: the button stays while it has the focus, and Enter shows the map with the focus on its
    // section, one Tab before the map. (Tabbing from the top through the whole page is the tests above.)
    const mapSection = page.getByRole('region', { name: 'Map', exact: true })
    await mapSection.getByRole('button', { name: 'Show map' }).focus()
    await keys.check()
    await keys.press('Enter')
    await expect.poll(() => isFocused(mapSection)).toBe(true)
    await keys.check()
    const canvas = mapSection.locator('canvas')
    await canvas.waitFor({ timeout: 20_000 })
    await keys.press('Tab')
    expect(await isFocused(canvas)).toBe(true)
    // Every stop down to the contact bar, each scrolled clear of the bar fixed to the window's foot.
    await keys.tabTo(page.getByTestId('contact-bar').getByRole('button', { name: 'Contact Seller' }))
    expect(keys.problems).toEqual([])
    expect(errors).toEqual([])
  } finally {
    await page.close()
  }
})
