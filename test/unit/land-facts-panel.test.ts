import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import type { ApiFetch } from '../../web/api/api-client.ts'
import type { ListingDetail } from '../../web/api/listing-detail.ts'
import { FlyerLandFacts } from '../../web/components/flyer/flyer-land-facts.tsx'
import ContactSellerDialog from '../../web/components/listing/contact-seller-dialog.tsx'
import LandFactsPanel from '../../web/components/listing/land-facts-panel.tsx'
import { noLandFacts } from '../../web/rules/land-facts-form.ts'
import { landFactFields, notStatedLabel } from '../../web/rules/land-facts.ts'
import { listingLevel, marketStatus, upgradeTier } from '../../web/rules/listing-rules.ts'
import { ApiContext } from '../../web/site/api-context.tsx'
import { BrandContext } from '../../web/site/brand-context.tsx'
import { sampleListingDetail } from '../support/samples.ts'

// The land facts panel, the flyer's list and the contact form's message as the server renders them (the unit
// project has no DOM; the press itself is test/browser/land-facts.test.ts): stated facts with their source, a fact
// not stated a button that asks the seller where the seller can be written to, plain text where not, and left out on
// paper.

const listing = (change: Partial<ListingDetail> = {}): ListingDetail =>
  sampleListingDetail({
    listingLevel: listingLevel.premium,
    upgradeLevelId: upgradeTier.gold,
    landFacts: {
      ...noLandFacts,
      roadAccess: 'gravel',
      hoa: true,
      hoaFeeYearly: 450,
      floodZone: 'AE',
      floodZonePercent: 12,
    },
    landFactsSource: { statedBy: 'seller', statedAt: '2024-02-15T10:00:00Z', parcelCheckedAt: '2025-08-03T00:00:00Z' },
    ...change,
  })

// Without React's markers between adjacent texts, so the tests read the text as a buyer does.
const html = (element: ReactElement) => renderToString(element).replace(/<!-- -->/g, '')
const panel = (shown: ListingDetail) => html(createElement(LandFactsPanel, { listing: shown }))
const notStatedCount = landFactFields.length - 3

describe('the land facts panel', () => {
  it('lists every fact in order as a description list, stated ones with their words and source', () => {
    const markup = panel(listing())
    const terms = [...markup.matchAll(/<dt[^>]*>([^<]+)<\/dt>/g)].map((match) => match[1])
    expect(terms).toEqual(landFactFields.map((field) => field.label))
    expect(markup).toMatch(/>Road access<\/dt><dd[^>]*>Gravel<span[^>]*>Seller · Feb 2024<\/span><\/dd>/)
    expect(markup).toMatch(/>HOA<\/dt><dd[^>]*>Yes — \$450 a year<span[^>]*>Seller · Feb 2024<\/span>/)
    expect(markup).toMatch(/>Flood zone<\/dt><dd[^>]*>Zone AE on 12 % of the parcel<span[^>]*>Parcel data · Aug 2025</)
  })

  it('makes each fact not stated a button that asks the seller, named with its fact', () => {
    const markup = panel(listing())
    const buttons = [...markup.matchAll(/<button type="button" aria-haspopup="dialog"[^>]*>(.*?)<\/button>/g)]
    expect(buttons).toHaveLength(notStatedCount)
    expect(buttons[0]![1]).toBe(`<span class="sr-only">Legal access: </span>${notStatedLabel}`)
  })

  it.each([
    ['a free listing', { listingLevel: listingLevel.free, upgradeLevelId: upgradeTier.none }],
    ['a sold listing', { marketStatus: marketStatus.sold }],
    ['an off-market listing', { marketStatus: marketStatus.offMarket }],
  ])('says "not stated" as plain text on %s, whose seller cannot be written to', (_, change) => {
    const markup = panel(listing(change))
    expect(markup).not.toContain('<button')
    expect(markup.split(notStatedLabel)).toHaveLength(notStatedCount + 1)
  })
})

describe('the flyer’s land facts', () => {
  it('lists only the stated facts, then where they came from', () => {
    const markup = html(createElement(FlyerLandFacts, { listing: listing() }))
    expect([...markup.matchAll(/<dt[^>]*>([^<]+)<\/dt>/g)].map((match) => match[1])).toEqual([
      'Road access:',
      'HOA:',
      'Flood zone:',
    ])
    expect(markup).toContain('Zone AE on 12 % of the parcel')
    expect(markup).not.toContain(notStatedLabel)
    expect(markup).not.toContain('<button')
    expect(markup).toContain('Source: Seller · Feb 2024; Parcel data · Aug 2025')
  })

  it('is left out when the listing states no fact', () => {
    expect(html(createElement(FlyerLandFacts, { listing: listing({ landFacts: noLandFacts }) }))).toBe('')
  })
})

describe('the contact form opened from the land facts', () => {
  const api: ApiFetch = async () => Response.json({})
  const dialog = (questions?: readonly string[]) =>
    html(
      createElement(
        BrandContext.Provider,
        { value: brands.land },
        createElement(
          ApiContext.Provider,
          { value: api },
          createElement(ContactSellerDialog, {
            id: 'contact-dialog',
            listing: listing(),
            leadSource: 'listing-detail',
            open: false,
            onClose() {},
            questions,
          }),
        ),
      ),
    )

  it('starts the message with the questions asked, each on its own line', () => {
    const [road, electric] = [landFactFields[0].question, landFactFields[3].question]
    expect(dialog([road, electric])).toContain(`Please send me more information.\n\n${road}\n${electric}</textarea>`)
    expect(dialog()).toContain('Please send me more information.</textarea>')
  })
})
