import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors } from '../support/chromium.ts'
import { diamondListingPath, isFocused, KeyboardVisitor, openAtTop, tabRoundDialog } from '../support/keyboard.ts'
import { brandUrl } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// The site's dialogs, menus and popovers with the keyboard alone (issue 11): each opens from the keyboard, takes the
// focus in, is a modal dialog with a name (the page behind inert), keeps Tab inside, closes with Escape and gives the
// focus back to what opened it, with every stop checked as the focus reaches it (test/support/keyboard.ts). The
// full-screen carousel is keyboard-listing.test.ts's, the filter panels keyboard-search.test.ts's.

const port = testServerPort()
const browser = chromiumForTests({ viewport: { width: 1280, height: 900 } })

/** A buyer of the seed that no other browser test logs in as: its likes and saved searches are this file's. */
const buyer = { email: 'buyer8@land.localhost', password: seedLogins.buyer.password }

// The dialogs are the same on every brand: the main land site's and the rural-land site's (below a dark header) stand
// for the three.
describe.each(['land', 'landwatch'] as const)('the listing page’s dialogs on %s by keyboard', (brandId) => {
  test(`${brandId}: Share and Contact Seller`, async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const keys = new KeyboardVisitor(page)
    try {
      await openAtTop(page, brandUrl(port, brandId, diamondListingPath[brandId]))

      // Share: the focus goes to the link, ready to copy; Copy from the keyboard says so.
      const share = page.getByRole('button', { name: 'Share' })
      await keys.tabTo(share)
      expect(await share.getAttribute('aria-haspopup')).toBe('dialog')
      await keys.press('Enter')
      const shareDialog = page.getByRole('dialog')
      await shareDialog.waitFor()
      expect(await share.getAttribute('aria-expanded')).toBe('true')
      expect(await keys.dialogFacts(shareDialog)).toMatchObject({ role: 'dialog', modal: true })
      expect((await keys.dialogFacts(shareDialog)).name).toMatch(/^Share this property/)
      await expect.poll(() => isFocused(shareDialog.getByLabel('Link to this property'))).toBe(true)
      await keys.check()
      const shareStops = await tabRoundDialog(keys, shareDialog)
      expect(shareStops[0]).toBe('button "Copy"')
      expect(shareStops).toContain('link "Email"')
      expect(shareStops.at(-1)).toBe('button "Close"')
      await keys.tabTo(shareDialog.getByRole('button', { name: 'Copy' }))
      await keys.press('Enter')
      await expect.poll(() => shareDialog.getByRole('status').textContent()).toBe('Copied')
      await keys.press('Escape')
      await shareDialog.waitFor({ state: 'hidden' })
      expect(await isFocused(share), 'the focus is back on Share').toBe(true)
      expect(await share.getAttribute('aria-expanded')).toBe('false')

      // Contact Seller (in the contact bar): the focus goes to Name; a
      // send with nothing filled in says what is missing at the field, and the focus goes to it.
      const contact = page.getByRole('button', { name: 'Contact Seller' })
      await keys.tabTo(contact)
      await keys.press('Enter')
      const contactDialog = page.getByRole('dialog')
      await contactDialog.waitFor()
      expect(await keys.dialogFacts(contactDialog)).toMatchObject({ role: 'dialog', modal: true })
      expect((await keys.dialogFacts(contactDialog)).name).toMatch(/^Contact the seller about /)
      const name = contactDialog.getByLabel('Name')
      await expect.poll(() => isFocused(name)).toBe(true)
      await keys.check()
      expect(await tabRoundDialog(keys, contactDialog)).toEqual([
        'textbox "Email"',
        'textbox "Phone (optional)"',
        'textbox "Message (optional)"',
        'button "Send message"',
        'button "Close"',
      ])
      await keys.tabTo(contactDialog.getByRole('button', { name: 'Send message' }))
      await keys.press('Enter')
      await expect.poll(() => isFocused(name)).toBe(true)
      expect(await name.getAttribute('aria-invalid')).toBe('true')
      const described = await name.getAttribute('aria-describedby')
      expect(await page.locator(`[id="${described}"]`).textContent()).toBe(validationMessages.required)
      await keys.press('Escape')
      await contactDialog.waitFor({ state: 'hidden' })
      expect(await isFocused(contact), 'the focus is back on Contact Seller').toBe(true)
      expect(keys.problems).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})

describe('logging in from the keyboard', () => {
  test('a visitor’s heart, the login modal and its forms, then Save search and the account menu', async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const keys = new KeyboardVisitor(page)
    try {
      await openAtTop(page, brandUrl(port, 'land', '/Texas/all-land/'))
      const card = page.getByTestId('search-card').first()
      const heart = card.getByTestId('like-button')
      await keys.tabTo(heart)
      expect((await keys.check())?.name).toMatch(/^Save .+: log in to save properties$/)

      // The login modal: named, modal, the reason given; the focus starts on Close and Tab goes round the form.
      await keys.press('Enter')
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      expect(await keys.dialogFacts(dialog)).toMatchObject({ role: 'dialog', name: expect.stringMatching(/^Log in/) })
      expect((await keys.dialogFacts(dialog)).modal).toBe(true)
      expect(await dialog.textContent()).toContain('Log in to save')
      await keys.check()
      expect(await tabRoundDialog(keys, dialog)).toEqual([
        'textbox "Email"',
        'textbox "Password"',
        'button "Log in"',
        'button "Forgot your password?"',
        'button "Email me a login link"',
        'button "New here? Create an account"',
      ])
      // Switching forms moves the focus to the new form's first field.
      await keys.tabTo(dialog.getByRole('button', { name: 'New here? Create an account' }))
      await keys.press('Enter')
      await expect.poll(() => isFocused(dialog.getByLabel('Name'))).toBe(true)
      await keys.check()
      expect((await keys.dialogFacts(dialog)).name).toMatch(/^Create your account/)
      await keys.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      expect(await isFocused(heart), 'the focus is back on the heart').toBe(true)

      // Logged in from the keyboard: the like runs, and the heart, now a pressed toggle, has the focus.
      await keys.press('Enter')
      await dialog.waitFor()
      await keys.tabTo(dialog.getByLabel('Email'))
      await keys.type(buyer.email)
      await keys.press('Tab')
      await keys.type(buyer.password)
      await keys.press('Enter')
      await dialog.waitFor({ state: 'hidden', timeout: 10_000 })
      await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true')
      await expect.poll(() => isFocused(heart)).toBe(true)
      expect((await keys.check())?.role).toBe('button')
      // The login popover is announced; it lies over the header's account button, and Escape puts it away without
      // moving the focus.
      const popover = page.getByTestId('login-popover')
      expect(await popover.getAttribute('role'), 'the login is announced').toBe('status')
      expect(await popover.getByRole('button', { name: 'Close' }).count()).toBe(1)
      await keys.press('Escape')
      await popover.waitFor({ state: 'detached' })
      expect(await isFocused(heart)).toBe(true)
      await keys.press('Enter')
      await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('false')

      // Save search: the focus goes to the name; the radios move with the arrow keys; saved, the focus goes to the
      // link that replaces the form; Escape gives it back to Save search.
      const save = page.getByRole('button', { name: 'Save search' })
      await keys.tabTo(save, { back: true })
      await keys.press('Enter')
      const saveDialog = page.getByRole('dialog')
      await saveDialog.waitFor()
      expect(await keys.dialogFacts(saveDialog)).toMatchObject({ role: 'dialog', modal: true })
      expect((await keys.dialogFacts(saveDialog)).name).toMatch(/^Save this search/)
      const searchName = saveDialog.getByRole('textbox', { name: 'Name' })
      await expect.poll(() => isFocused(searchName)).toBe(true)
      await keys.check()
      expect(await tabRoundDialog(keys, saveDialog)).toEqual([
        'radio "At once, for each new match"',
        'button "Save search"',
        'button "Close"',
      ])
      await page.keyboard.press('ControlOrMeta+A')
      const named = `Keyboard search ${Date.now()}`
      await keys.type(named)
      await keys.press('Tab')
      await keys.press('ArrowUp')
      expect(await saveDialog.getByRole('radio', { name: 'Once a day, with everything new' }).isChecked()).toBe(true)
      await keys.tabTo(saveDialog.getByRole('button', { name: 'Save search' }))
      await keys.press('Enter')
      const saved = saveDialog.getByTestId('search-saved')
      await expect.poll(() => saved.textContent(), { timeout: 10_000 }).toContain(`Saved as “${named}”`)
      expect(await saved.getAttribute('role')).toBe('status')
      await expect.poll(() => isFocused(saved.getByRole('link'))).toBe(true)
      await keys.check()
      await keys.press('Escape')
      await saveDialog.waitFor({ state: 'hidden' })
      expect(await isFocused(save)).toBe(true)
      await deleteSavedSearches(page, named)

      // The account menu in the header: Enter opens it with the focus in it, Escape closes it back to its button.
      const account = page.getByRole('button', { name: 'My Account' })
      await keys.tabTo(account, { back: true })
      expect(await account.getAttribute('aria-expanded')).toBe('false')
      await keys.press('Enter')
      expect(await account.getAttribute('aria-expanded')).toBe('true')
      const menu = page.getByTestId('account-menu')
      await expect.poll(() => isFocused(menu.getByRole('button', { name: 'Log out' }))).toBe(true)
      await keys.check()
      await keys.tabTo(menu.getByRole('link').nth(2))
      await keys.press('Escape')
      await menu.waitFor({ state: 'detached' })
      expect(await isFocused(account)).toBe(true)
      expect(keys.problems).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.close()
      await browser.context.clearCookies()
    }
  })
})

/** Deletes the buyer's saved searches of this name (the test's own), so runs do not pile them up. */
async function deleteSavedSearches(page: Page, name: string) {
  const deleted = await page.evaluate(
    async ({ name, siteId }) => {
      const login = (await (await fetch(`/api/authenticate/logininfo/${siteId}`)).json()) as { csrfToken: string }
      const list = (await (await fetch(`/api/account/savedsearches/${siteId}`)).json()) as {
        savedSearches: { id: number; name: string }[]
      }
      const ours = list.savedSearches.filter((search) => search.name === name)
      for (const search of ours)
        await fetch(`/api/account/savedsearches/${siteId}/${search.id}/delete`, {
          method: 'POST',
          headers: { 'x-csrf-token': login.csrfToken },
        })
      return ours.length
    },
    { name, siteId: brands.land.siteId },
  )
  expect(deleted).toBe(1)
}

describe.each(brandIds)('the mobile menu of %s by keyboard', (brandId) => {
  test(`${brandId}: opened with Enter, the focus on its first link, every link reached, Escape back`, async () => {
    const page = await browser.context.newPage()
    await page.setViewportSize({ width: 375, height: 740 })
    const errors = collectPageErrors(page)
    const keys = new KeyboardVisitor(page)
    try {
      await openAtTop(page, brandUrl(port, brandId, '/'))
      const button = page.getByTestId('mobile-menu-button')
      await keys.tabTo(button)
      await keys.press('Enter')
      const menu = page.getByTestId('mobile-menu')
      await menu.waitFor()
      expect(await button.getAttribute('aria-expanded')).toBe('true')
      expect(await button.getAttribute('aria-label')).toBe('Close menu')
      await expect.poll(() => isFocused(menu.getByRole('link').first())).toBe(true)
      await keys.check()
      await keys.tabTo(menu.getByRole('link').last())
      await keys.press('Escape')
      await menu.waitFor({ state: 'detached' })
      expect(await isFocused(button)).toBe(true)
      expect(await button.getAttribute('aria-expanded')).toBe('false')
      expect(keys.problems).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})
