import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import type { ApiFetch } from '../../web/api/api-client.ts'
import { sendContactSellerLead, type LeadSendResult } from '../../web/api/leads.ts'
import type { ListingDetail } from '../../web/api/listing-detail.ts'
import { ContactSeller } from '../../web/components/listing/contact-seller.tsx'
import ContactSellerDialog, { contactSellerLeadOf } from '../../web/components/listing/contact-seller-dialog.tsx'
import {
  checkLead,
  leadSendMessages,
  retryMinutes,
  sendErrors,
  type LeadValues,
} from '../../web/components/listing/contact-seller-errors.ts'
import { LeadFields } from '../../web/components/listing/contact-seller-fields.tsx'
import { listingLevel, marketStatus, upgradeTier } from '../../web/rules/listing-rules.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import { sampleListingDetail } from '../support/samples.ts'
import { ApiContext } from '../../web/site/api-context.tsx'
import { BrandContext } from '../../web/site/brand-context.tsx'
import { LoginInfoContext } from '../../web/account/use-login-info.tsx'
import type { LoginInfo } from '../../web/api/login-info.ts'

// Contact Seller as the server renders it, and the dialog's pure parts (the unit project has no DOM): which
// listings get the button, the messages a form shows, and what a refused or throttled send says.

const listing = (change: Partial<ListingDetail> = {}): ListingDetail =>
  sampleListingDetail({ listingLevel: listingLevel.premium, upgradeLevelId: upgradeTier.gold, ...change })

const typed: LeadValues = { name: 'Jane Buyer', email: 'jane@example.com', phone: '', message: 'Hi' }
const siteId = brands.landwatch.siteId
const leadSource = 'listing-detail'

// Without React's markers between adjacent texts, so the tests read the text as a buyer does.
const html = (element: ReactElement) => renderToString(element).replace(/<!-- -->/g, '')

describe('the Contact Seller button', () => {
  const button = (change: Partial<ListingDetail>) =>
    html(createElement(ContactSeller, { listing: listing(change), leadSource }))

  it.each([
    ['a free listing', { listingLevel: listingLevel.free }],
    ['a sold listing', { marketStatus: marketStatus.sold }],
    ['an off-market listing', { marketStatus: marketStatus.offMarket }],
  ])('is not there for %s', (_, change) => {
    expect(button(change)).toBe('')
  })

  it.each([
    ['an available listing', { marketStatus: marketStatus.available }],
    ['a listing under contract', { marketStatus: marketStatus.underContract }],
  ])('is a button that opens a dialog for %s', (_, change) => {
    const markup = button(change)
    expect(markup).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>Contact Seller<\/button>/)
    expect(markup).toContain('aria-expanded="false"')
    // The dialog's code is not in the page until the first click.
    expect(markup).not.toContain('<dialog')
  })
})

describe('the contact dialog', () => {
  const api: ApiFetch = async () => Response.json({})
  const dialog = (login?: LoginInfo) => {
    const form = createElement(ContactSellerDialog, {
      id: 'contact-dialog',
      listing: listing(),
      leadSource,
      open: false,
      onClose() {},
    })
    return html(
      createElement(
        BrandContext.Provider,
        { value: brands.landwatch },
        createElement(
          ApiContext.Provider,
          { value: api },
          login ? createElement(LoginInfoContext.Provider, { value: login }, form) : form,
        ),
      ),
    )
  }

  it('fills in a logged-in buyer’s name and email, and leaves them empty for a visitor', () => {
    const buyer: LoginInfo = {
      isLoggedIn: true,
      userInfo: {
        id: 7,
        contactName: 'Jane Buyer',
        email: 'jane@example.com',
        isAdmin: false,
        isSeller: false,
        type: 1,
        listOfLiked: [],
        firstLogin: false,
      },
      hashedEmail: null,
      csrfToken: 'csrf',
    }
    const filled = dialog(buyer)
    expect(filled).toMatch(
      /<input[^>]*autoComplete="name"[^>]*value="Jane Buyer"|<input[^>]*value="Jane Buyer"[^>]*autoComplete="name"/,
    )
    expect(filled).toMatch(
      /<input[^>]*type="email"[^>]*value="jane@example.com"|<input[^>]*value="jane@example.com"[^>]*type="email"/,
    )
    expect(dialog()).not.toContain('jane@example.com')
  })

  it('is a dialog headed with the listing, with a labelled input for each field and a polite message', () => {
    const markup = dialog()
    expect(markup).toMatch(/<dialog[^>]*id="contact-dialog"/)
    expect(markup).toMatch(/<h2[^>]*>Contact the seller<span[^>]*>about Creekside Ranch<\/span><\/h2>/)
    for (const label of ['Name', 'Email', 'Phone (optional)', 'Message (optional)']) {
      const [, inputId] =
        markup.match(new RegExp(`<label for="([^"]+)"[^>]*>${label.replace(/[()]/g, '\\$&')}</label>`)) ?? []
      expect(inputId, `the label ${label}`).toBeDefined()
      expect(markup).toMatch(new RegExp(`<(input|textarea) id="${inputId}"`))
    }
    expect(markup).toMatch(/<input[^>]*type="tel"/)
    expect(markup).toContain('I&#x27;m interested in Creekside Ranch. Please send me more information.</textarea>')
  })

  it('sends the context the spec opens the lead modal with', () => {
    const lead = contactSellerLeadOf(typed, listing(), siteId, leadSource)
    expect(lead).toEqual({
      ...typed,
      siteId,
      leadSource,
      brokerId: 10042,
      stateId: 48,
      countyId: 48453,
      listingIds: [3000001],
      price: 250000,
      acres: 40,
      listingLevel: listingLevel.premium,
      upgradeLevelId: upgradeTier.gold,
      propertyTitle: 'Creekside Ranch',
    })
    expect(checkLead(lead)).toEqual({ lead })
  })

  it("shows the spec's messages under an empty name, a bad email and a bad phone", () => {
    const checked = checkLead(
      contactSellerLeadOf({ ...typed, name: ' ', email: 'jane@', phone: '12-34' }, listing(), siteId, leadSource),
    )
    if (!('errors' in checked)) throw new Error('the form was accepted')
    expect(checked.errors).toEqual({
      fields: {
        name: validationMessages.required,
        email: validationMessages.email,
        phone: validationMessages.phoneFormat,
      },
      form: '',
    })
    const markup = html(
      createElement(LeadFields, { idPrefix: 'f', values: typed, errors: checked.errors.fields, onChange() {} }),
    )
    for (const [field, message] of Object.entries(checked.errors.fields)) {
      // The input is marked invalid and described by the message under it.
      expect(markup).toMatch(
        new RegExp(`<input[^>]*id="f-${field}"[^>]*aria-invalid="true"[^>]*aria-describedby="f-${field}-error"`),
      )
      expect(markup).toContain(`<p id="f-${field}-error" class="m-0 text-sm text-red-700">${message}</p>`)
    }
    expect(markup).not.toContain('f-message-error')
  })
})

describe('a send the server refuses', () => {
  it("puts a 400's message on the field it names, or above the form for a field the buyer cannot see", () => {
    expect(sendErrors({ kind: 'refused', field: 'phone', message: validationMessages.phoneVerified })).toEqual({
      fields: { phone: validationMessages.phoneVerified },
      form: '',
    })
    expect(sendErrors({ kind: 'refused', field: 'brokerId', message: 'No seller 10042.' })).toEqual({
      fields: {},
      form: leadSendMessages.context('No seller 10042.'),
    })
  })

  it.each([
    ['600', 10],
    ['601', 11],
    ['60', 1],
    ['1', 1],
    ['0', 1],
  ])('reads Retry-After %s seconds as %i minutes to wait', (retryAfter, minutes) => {
    expect(retryMinutes(retryAfter)).toBe(minutes)
  })

  it('says how many minutes to wait after too many messages, or a few when the server does not say', () => {
    expect(sendErrors({ kind: 'tooMany', retryAfter: '900' }).form).toBe(
      'Too many messages have been sent from this connection. Please try again in 15 minutes.',
    )
    expect(sendErrors({ kind: 'tooMany', retryAfter: '45' }).form).toContain('try again in 1 minute.')
    for (const retryAfter of [null, 'Wed, 21 Oct 2026 07:28:00 GMT']) {
      expect(sendErrors({ kind: 'tooMany', retryAfter }).form).toContain('try again in a few minutes.')
    }
  })

  it('says so above the form when the listing is gone or the call failed', () => {
    expect(sendErrors({ kind: 'notFound' })).toEqual({ fields: {}, form: leadSendMessages.notFound })
    expect(sendErrors({ kind: 'failed' })).toEqual({ fields: {}, form: leadSendMessages.failed })
  })
})

describe('sendContactSellerLead', () => {
  const lead = contactSellerLeadOf(typed, listing(), siteId, leadSource)
  const answering = (response: () => Response) => {
    const asked: { path: string; body: unknown }[] = []
    const api: ApiFetch = async (path, init) => {
      asked.push({ path, body: JSON.parse(String(init?.body)) })
      return response()
    }
    return { api, asked }
  }

  it.each<[string, () => Response, LeadSendResult]>([
    ['200', () => Response.json({ accepted: true, leadIds: [7] }), { kind: 'sent', leadIds: [7] }],
    [
      '400',
      () => Response.json({ error: 'Bad Request', field: 'phone', message: 'Nope.' }, { status: 400 }),
      { kind: 'refused', field: 'phone', message: 'Nope.' },
    ],
    [
      '429',
      () => Response.json({}, { status: 429, headers: { 'Retry-After': '840' } }),
      { kind: 'tooMany', retryAfter: '840' },
    ],
    ['404', () => Response.json({ field: 'brokerId', message: 'No seller.' }, { status: 404 }), { kind: 'notFound' }],
  ])('posts the lead to its site and reads a %s', async (_, response, expected) => {
    const { api, asked } = answering(response)
    expect(await sendContactSellerLead(api, lead)).toEqual(expected)
    expect(asked).toEqual([{ path: `/api/lead/contact/${siteId}`, body: lead }])
  })

  it('reads a call that never arrived as failed', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const api: ApiFetch = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await sendContactSellerLead(api, lead)).toEqual({ kind: 'failed' })
    expect(quiet).toHaveBeenCalled()
    quiet.mockRestore()
  })
})
