import { describe, expect, test } from 'vitest'
import { authMessages } from '../../web/rules/messages.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { brandUrl, fetchAsBrand } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'
import { axeViolations } from '../support/axe.ts'

// Security finding 5 in a real browser: a person changes the login email in Settings. The form asks for the current
// password once the address differs, the save says a link went to the new address (the email unchanged), and the
// link from the mail, opened logged in, makes the change and says so; opened again, it says it no longer works.

const port = testServerPort()
const browser = chromiumForTests({ viewport: { width: 1280, height: 900 } })
const run = Date.now().toString(36)
// This run's own client address, so the registration and login limits count this run only.
const headers = { 'cf-connecting-ip': `2001:db8:5::${run.slice(-4)}` }
const password = 'a-long-walk-by-the-river'

/** The newest link of a kind of mail to the address, from the local mailbox. */
async function mailedLinkTo(address: string, kind: string, query: RegExp): Promise<URL | null> {
  const mailbox = await fetchAsBrand(port, 'land', '/api/mailbox/0')
  const { messages } = (await mailbox.json()) as { messages: { to: string; kind: string; text: string }[] }
  const mail = messages.find((m) => m.kind === kind && m.to === address)
  const link = new RegExp(`https?:\\/\\/\\S+${query.source}`).exec(mail?.text ?? '')?.[0]
  return link ? new URL(link) : null
}

/** The newest confirmation link mailed to the address. */
const confirmationLinkTo = (address: string) =>
  mailedLinkTo(address, 'email-change-confirm', /\?confirmEmail=[A-Za-z0-9_-]{43}/)

describe('changing the login email in Settings', () => {
  test('needs the password, waits for the link, and the link makes the change once', async () => {
    const email = `settings.${run}@example.com`
    const newEmail = `settings.moved.${run}@example.com`
    const registered = await fetchAsBrand(port, 'land', '/api/authenticate/register/1', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ contactName: 'Sam Mover', email, password, confirmPassword: password }),
    })
    expect(registered.status).toBe(200)
    // The sign-up finishes by the link mailed to the address: its login's session goes in the browser.
    let signUpLink: URL | null = null
    await expect
      .poll(async () => (signUpLink = await mailedLinkTo(email, 'registration', /\?logintoken=([A-Za-z0-9_-]{43})/)))
      .toBeTruthy()
    const signUpToken = signUpLink!.searchParams.get('logintoken')
    const confirmed = await fetchAsBrand(port, 'land', `/api/authenticate/loginviatoken/${signUpToken}/1`, {
      method: 'POST',
      headers,
    })
    expect(confirmed.status).toBe(200)
    const token = /session=([A-Za-z0-9_-]{43})/.exec(confirmed.headers.get('set-cookie') ?? '')?.[1]
    expect(token).toBeTruthy()
    await browser.context.addCookies([
      { name: 'session', value: token!, url: brandUrl(port, 'land'), httpOnly: true, secure: true },
    ])

    await browser.context.setExtraHTTPHeaders(headers)
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(brandUrl(port, 'land', '/account/details/'))
    await waitForHydration(page)

    // The password field appears only for another address.
    const form = page.getByTestId('account-details-form')
    const passwordField = form.getByLabel('Current password, to change your email')
    expect(await passwordField.count()).toBe(0)
    await form.getByLabel('Email', { exact: true }).fill(newEmail)
    await passwordField.waitFor()
    const violations = await axeViolations(page, '[data-testid=account-details-form]')
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
    await form.getByRole('button', { name: 'Save settings' }).click()
    await expect.poll(() => form.textContent()).toContain(authMessages.currentPasswordForEmail)

    // With the password: saved, the link sent, the email unchanged until it is opened.
    await passwordField.fill(password)
    await form.getByRole('button', { name: 'Save settings' }).click()
    await expect.poll(() => page.getByTestId('email-change-pending').textContent()).toContain(newEmail)
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe(email)
    expect(await passwordField.count()).toBe(0)

    let link: URL | null = null
    await expect.poll(async () => (link = await confirmationLinkTo(newEmail))).not.toBeNull()
    const linkPath = link!.pathname + link!.search
    await page.goto(brandUrl(port, 'land', linkPath))
    await waitForHydration(page)
    await expect.poll(() => page.getByTestId('email-changed').textContent()).toContain(newEmail)
    // The key is off the address at once; the form shows the new email.
    expect(new URL(page.url()).search).toBe('')
    await expect
      .poll(() => page.getByTestId('account-details-form').getByLabel('Email', { exact: true }).inputValue())
      .toBe(newEmail)

    // A second time, the link says it no longer works and changes nothing.
    await page.goto(brandUrl(port, 'land', linkPath))
    await waitForHydration(page)
    await expect
      .poll(() => page.getByTestId('email-change-refused').textContent())
      .toBe(authMessages.emailChangeLinkUsed)
    // Chromium logs the refused call's 400 itself; anything else is a problem.
    expect(errors.filter((line) => !/status of 400.*\/api\/account\/email\//.test(line))).toEqual([])
    await page.close()
  })
})
