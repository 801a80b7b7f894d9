import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ApiFetch } from '../../web/api/api-client.ts'
import { changedPrice, priceKindOf, type ManagedListing } from '../../web/api/seller-listings-manage.ts'
import { ChangeForm } from '../../web/components/manage-listings/change-form.tsx'
import { noLandFacts } from '../../web/rules/land-facts-form.ts'
import { ApiContext } from '../../web/site/api-context.tsx'

// Manage Listings' price is a choice (issue 32): an amount, Auction or Contact for Price, as the Add Listing form asks
// it, never the stored 2 or 0 typed in a box. The form as rendered, and the rule between the choice and the stored price.

const listing = (price: number): ManagedListing => ({
  id: 1000123,
  title: 'Creekside Ranch',
  price,
  priceKind: priceKindOf(price),
  acres: 12,
  marketStatus: 1,
  listingLevel: 1,
  city: 'Junction',
  county: 'Kimble County',
  stateAbbreviation: 'TX',
  dateListed: '2026-01-05T10:00:00Z',
  updatedAt: '2026-01-05T10:00:00Z',
  salesDate: null,
  priceChangeAmount: 0,
  priceChangedAt: null,
  views: 0,
  leads: 0,
  accountId: 10012,
  agentName: null,
  url: null,
  landFacts: noLandFacts,
  landFactsSource: { statedBy: null, statedAt: null, parcelCheckedAt: null },
  boundaryAcres: null,
})

const api: ApiFetch = async () => Response.json({})
const form = (price: number) =>
  renderToString(
    createElement(
      ApiContext.Provider,
      { value: api },
      createElement(ChangeForm, {
        listing: listing(price),
        title: 'Creekside Ranch',
        csrfToken: 't',
        onSaved: () => {},
      }),
    ),
  ).replace(/<!-- -->/g, '')

const checked = (html: string) =>
  html
    .match(/<input type="radio"[^>]*>/g)
    ?.find((input) => input.includes('checked=""'))
    ?.match(/value="(\w+)"/)?.[1]

describe('the price choice of a row', () => {
  it('offers amount, Auction and Contact for Price, with no magic numbers in sight', () => {
    const html = form(250_000)
    for (const label of ['Amount', 'Auction', 'Contact for Price']) expect(html).toContain(`${label}</label>`)
    expect(html).not.toMatch(/2 shows Auction|0 Contact for Price/)
  })

  it('an amount is chosen with its dollars in the box', () => {
    const html = form(250_000)
    expect(checked(html)).toBe('amount')
    expect(html).toMatch(
      /aria-label="Asking price in dollars"[^>]*value="250000"|value="250000"[^>]*aria-label="Asking price in dollars"/,
    )
  })

  it.each([
    [2, 'auction'],
    [0, 'contact'],
  ])('a stored %i is the choice %s, with no box for dollars', (price, kind) => {
    const html = form(price)
    expect(checked(html)).toBe(kind)
    expect(html).not.toContain('Asking price in dollars')
  })

  it('stores each choice as listings.price does (spec §9)', () => {
    expect(changedPrice({ priceKind: 'auction' })).toBe(2)
    expect(changedPrice({ priceKind: 'contact' })).toBe(0)
    expect(changedPrice({ priceKind: 'amount', price: 150_000 })).toBe(150_000)
    expect(changedPrice({ price: 150_000 })).toBe(150_000)
    expect(changedPrice({})).toBeUndefined()
  })
})
