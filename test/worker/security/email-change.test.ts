import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, test } from 'vitest'
import { emailConfirmParameter } from '../../../web/api/account.ts'
import { authMessages } from '../../../web/rules/messages.ts'
import {
  emailChangeHours,
  emailChangeLimits,
  issueEmailChangeKey,
  requestEmailChange,
} from '../../../worker/account/email-change.ts'
import { seedLogins } from '../../../worker/db/seed/users.ts'
import { seedTestDb, sqlRows } from '../seeded-db.ts'
import { callAs, freshIp, logInAs, signUp, type TestSession } from '../session-client.ts'

// Security finding 5: the login email changes only with the current password and only once the new address opens
// the link mailed to it; the old address is told. Finding 7 (the settings' part): an address another account has
// answers exactly as a free one, and its owner is mailed instead. Both rate-limited. Mail is read from the outbox,
// which the local mailbox shows.

const buyerPassword = seedLogins.buyer.password
const buyer = (n: number) => `buyer${n}@land.localhost`
const newPassword = 'fences-and-gates-9'

let people = 0
/** A person of this file's own (a fresh account, logged in), so each case counts its own limits and mails. */
async function newPerson(): Promise<TestSession & { email: string; id: number }> {
  const email = `mover.${++people}.${Date.now()}@example.com`
  const session = await signUp({ contactName: 'Morgan Mover', email, password: newPassword })
  return { ...session, email, id: session.info.userInfo!.id }
}

/** The settings as the page sends them: the stored details with the fields changed. */
async function settingsOf(session: TestSession, change: Record<string, unknown>) {
  const details = (await (await callAs(session, '/api/account/details')).json()) as Record<string, unknown>
  const { type: _type, isSeller: _isSeller, createdAt: _createdAt, ...form } = details
  return { ...form, ...change }
}

async function saveSettings(session: TestSession, change: Record<string, unknown>) {
  const response = await callAs(session, '/api/account/details', {
    method: 'POST',
    headers: { 'cf-connecting-ip': freshIp() },
    body: JSON.stringify(await settingsOf(session, change)),
  })
  const body = (await response.json()) as Record<string, unknown>
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body }
}

const confirm = (session: TestSession, key: string) =>
  callAs(session, `/api/account/email/${key}`, { method: 'POST', headers: { 'cf-connecting-ip': freshIp() } })

const storedEmail = async (userId: number) =>
  (await sqlRows<{ email: string }>('SELECT email FROM users WHERE id = ?1', userId))[0]!.email

const mailsTo = (address: string, kind: string) =>
  sqlRows<{ subject: string; body_text: string }>(
    'SELECT subject, body_text FROM email_outbox WHERE to_address = ?1 AND kind = ?2 ORDER BY id',
    address,
    kind,
  )

/** The mails of a kind to the address once there are `count` (queued after the answer: waited for, up to 2 s). */
async function mailedTo(address: string, kind: string, count = 1) {
  let mails = await mailsTo(address, kind)
  for (let attempt = 0; attempt < 100 && mails.length < count; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    mails = await mailsTo(address, kind)
  }
  return mails
}

/** The key of the last confirmation link mailed to the address. */
async function linkKeyMailedTo(address: string): Promise<string> {
  const mails = await mailedTo(address, 'email-change-confirm')
  const link = new RegExp(`/account/details/\\?${emailConfirmParameter}=([A-Za-z0-9_-]{43})`).exec(
    mails.at(-1)?.body_text ?? '',
  )
  expect(link, `a confirmation link mailed to ${address}`).not.toBeNull()
  return link![1]!
}

const isLoggedIn = async (session: TestSession) =>
  (await (await callAs(session, '/api/authenticate/isloggedin')).json()) === true

beforeAll(async () => {
  await seedTestDb(20)
})

describe('a session alone cannot change the email', () => {
  test('without the current password: 400 on currentPassword, nothing saved, nothing mailed', async () => {
    const me = await newPerson()
    const target = `no.password.${me.id}@example.com`
    const answer = await saveSettings(me, { email: target, contactName: 'Not Saved' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      error: 'Bad Request',
      field: 'currentPassword',
      message: authMessages.currentPasswordForEmail,
    })
    expect(await storedEmail(me.id)).toBe(me.email)
    expect(await sqlRows('SELECT contact_name FROM users WHERE id = ?1', me.id)).toEqual([
      { contact_name: 'Morgan Mover' },
    ])
    expect(await sqlRows('SELECT * FROM email_changes WHERE user_id = ?1', me.id)).toEqual([])
    expect(await mailsTo(target, 'email-change-confirm')).toEqual([])
  })

  test('with a wrong current password: 400 with the password change’s message, nothing saved', async () => {
    const me = await newPerson()
    const target = `wrong.password.${me.id}@example.com`
    const answer = await saveSettings(me, { email: target, currentPassword: 'not-my-password-1' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      error: 'Bad Request',
      field: 'currentPassword',
      message: authMessages.currentPasswordWrong,
    })
    expect(await storedEmail(me.id)).toBe(me.email)
    expect(await sqlRows('SELECT * FROM email_changes WHERE user_id = ?1', me.id)).toEqual([])
    expect(await mailsTo(target, 'email-change-confirm')).toEqual([])
  })
})

describe('the change waits for the link mailed to the new address', () => {
  test('with the password, the other fields save and the email stays until the link is opened', async () => {
    const me = await newPerson()
    const target = `new.home.${me.id}@example.com`
    const answer = await saveSettings(me, { email: target, currentPassword: newPassword, city: 'Junction' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ email: me.email, city: 'Junction', confirmationSentTo: target })
    expect(await storedEmail(me.id)).toBe(me.email)
    // The old address still logs in; the new one does not yet.
    await logInAs(me.email, newPassword)
    const [mail] = await mailedTo(target, 'email-change-confirm')
    expect(mail!.subject).toContain('Confirm your new')
    expect(mail!.body_text).toMatch(/http:\/\/land\.localhost(:\d+)?\/account\/details\/\?confirmEmail=/)
    // Only the key's hash is kept.
    const key = await linkKeyMailedTo(target)
    const [pending] = await sqlRows<{ new_email: string; token_hash: string }>(
      'SELECT new_email, token_hash FROM email_changes WHERE user_id = ?1',
      me.id,
    )
    expect(pending!.new_email).toBe(target)
    expect(pending!.token_hash).not.toContain(key)
  })

  test('the link switches it, closes the other sessions, tells the old address, and works once', async () => {
    const me = await newPerson()
    const elsewhere = await logInAs(me.email, newPassword)
    const target = `confirmed.${me.id}@example.com`
    expect((await saveSettings(me, { email: target, currentPassword: newPassword })).status).toBe(200)
    const key = await linkKeyMailedTo(target)

    const first = await confirm(me, key)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ email: target })
    expect(await storedEmail(me.id)).toBe(target)
    expect(await isLoggedIn(me)).toBe(true)
    expect(await isLoggedIn(elsewhere)).toBe(false)
    await logInAs(target, newPassword)

    // The old address hears of it, with a reset link in case it was not the owner.
    const [notice] = await mailedTo(me.email, 'email-changed')
    expect(notice!.subject).toContain('email address was changed')
    expect(notice!.body_text).toContain(target)
    expect(notice!.body_text).toMatch(/http:\/\/land\.localhost(:\d+)?\/reset\/[A-Za-z0-9_-]{43}/)

    const again = await confirm(me, key)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      error: 'Bad Request',
      field: 'confirmKey',
      message: authMessages.emailChangeLinkUsed,
    })
    expect(await storedEmail(me.id)).toBe(target)
  })

  test('the link is its account’s only and needs a login', async () => {
    const me = await newPerson()
    const someoneElse = await newPerson()
    const target = `mine.only.${me.id}@example.com`
    expect((await saveSettings(me, { email: target, currentPassword: newPassword })).status).toBe(200)
    const key = await linkKeyMailedTo(target)
    expect((await confirm(someoneElse, key)).status).toBe(400)
    expect((await callAs(null, `/api/account/email/${key}`, { method: 'POST' })).status).toBe(401)
    expect(await storedEmail(someoneElse.id)).toBe(someoneElse.email)
    // Still the owner's to use.
    expect((await confirm(me, key)).status).toBe(200)
    expect(await storedEmail(me.id)).toBe(target)
  })

  test(`the link ends after ${emailChangeHours} hours`, async () => {
    const me = await newPerson()
    const asked = new Date(Date.now() - emailChangeHours * 3_600_000 - 60_000)
    const key = await issueEmailChangeKey(env.DB, me.id, `too.late.${me.id}@example.com`, asked)
    expect((await confirm(me, key)).status).toBe(400)
    expect(await storedEmail(me.id)).toBe(me.email)
  })

  test('a newer request replaces the earlier link', async () => {
    const me = await newPerson()
    const firstTarget = `first.${me.id}@example.com`
    expect((await saveSettings(me, { email: firstTarget, currentPassword: newPassword })).status).toBe(200)
    const firstKey = await linkKeyMailedTo(firstTarget)
    const secondTarget = `second.${me.id}@example.com`
    expect((await saveSettings(me, { email: secondTarget, currentPassword: newPassword })).status).toBe(200)
    const secondKey = await linkKeyMailedTo(secondTarget)
    expect((await confirm(me, firstKey)).status).toBe(400)
    expect((await confirm(me, secondKey)).status).toBe(200)
    expect(await storedEmail(me.id)).toBe(secondTarget)
  })

  test('of two requests whose work runs out of order, the newer one’s link is the one that works', async () => {
    const me = await newPerson()
    const mail = (to: string) => ({ siteId: 1, kind: 'test', to, subject: '', text: '' })
    const mails = { confirm: (key: string) => ({ ...mail('link'), text: key }), inUse: mail('note') }
    const older = new Date(Date.now() - 1_000)
    const newer = await requestEmailChange(env.DB, me.id, `newer.${me.id}@example.com`, mails, new Date())
    expect(await requestEmailChange(env.DB, me.id, `older.${me.id}@example.com`, mails, older)).toBeNull()
    expect((await confirm(me, newer!.text)).status).toBe(200)
    expect(await storedEmail(me.id)).toBe(`newer.${me.id}@example.com`)
  })

  test('an address taken after the link was sent is not switched to (the unique index holds)', async () => {
    const me = await newPerson()
    const target = `raced.${me.id}@example.com`
    expect((await saveSettings(me, { email: target, currentPassword: newPassword })).status).toBe(200)
    const key = await linkKeyMailedTo(target)
    // Someone signs up with it meanwhile, and finishes by their link.
    await signUp({ contactName: 'First There', email: target, password: newPassword })
    expect((await confirm(me, key)).status).toBe(400)
    expect(await storedEmail(me.id)).toBe(me.email)
    expect(await sqlRows('SELECT id FROM users WHERE email = ?1', target)).toHaveLength(1)
  })
})

describe('an address another account has answers as a free one', () => {
  test('the same status and body; its owner is mailed instead, and no link exists', async () => {
    const me = await newPerson()
    const taken = buyer(3)
    const free = `free.${me.id}@example.com`
    const takenAnswer = await saveSettings(me, { email: taken, currentPassword: newPassword })
    const freeAnswer = await saveSettings(me, { email: free, currentPassword: newPassword })
    expect(takenAnswer.status).toBe(200)
    expect(freeAnswer.status).toBe(200)
    // Word for word the same answer but for the address it echoes back.
    expect(takenAnswer.body).toMatchObject({ email: me.email, confirmationSentTo: taken })
    expect(freeAnswer.body).toMatchObject({ email: me.email, confirmationSentTo: free })
    expect({ ...takenAnswer.body, confirmationSentTo: '' }).toEqual({ ...freeAnswer.body, confirmationSentTo: '' })

    // After the answer: the owner of the taken address gets a note, the free one the link, and nothing else goes out.
    const [note] = await mailedTo(taken, 'email-change-in-use')
    expect(note!.subject).toContain('Someone tried to use your email address')
    expect(note!.body_text).toContain('Nothing changed')
    await linkKeyMailedTo(free)
    expect(await mailsTo(taken, 'email-change-confirm')).toEqual([])
    expect(await mailsTo(free, 'email-change-in-use')).toEqual([])
    expect(await sqlRows('SELECT * FROM email_changes WHERE new_email = ?1', taken)).toEqual([])
    expect(await storedEmail(me.id)).toBe(me.email)
    // The owner keeps the address and the login.
    await logInAs(taken, buyerPassword)
  })
})

describe('the email change is rate-limited', () => {
  test(`per account: ${emailChangeLimits.perUser.max} tries an hour, wrong passwords included`, async () => {
    const me = await newPerson()
    const statuses: number[] = []
    for (let i = 0; i <= emailChangeLimits.perUser.max; i++) {
      const currentPassword = i % 2 ? newPassword : 'a-wrong-guess-1'
      const answer = await saveSettings(me, { email: `try.${i}.${me.id}@example.com`, currentPassword })
      statuses.push(answer.status)
      if (answer.status === 429) {
        expect(Number(answer.retryAfter)).toBeGreaterThan(0)
        expect(answer.body).toMatchObject({ message: authMessages.tooManyAttempts })
      }
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, -1).every((status) => status === 200 || status === 400)).toBe(true)
    // The right password is refused too once the limit is reached.
    const right = await saveSettings(me, { email: `last.${me.id}@example.com`, currentPassword: newPassword })
    expect(right.status).toBe(429)
    expect(await mailsTo(`last.${me.id}@example.com`, 'email-change-confirm')).toEqual([])
  })

  test(`per address: ${emailChangeLimits.perAddress.max} links an hour, from any accounts`, async () => {
    const target = `popular.${Date.now()}@example.com`
    const statuses: number[] = []
    for (let i = 0; i <= emailChangeLimits.perAddress.max; i++) {
      const person = await newPerson()
      statuses.push((await saveSettings(person, { email: target, currentPassword: newPassword })).status)
    }
    expect(statuses).toEqual([...Array(emailChangeLimits.perAddress.max).fill(200), 429])
    expect(await mailedTo(target, 'email-change-confirm', emailChangeLimits.perAddress.max)).toHaveLength(
      emailChangeLimits.perAddress.max,
    )
  })
})
