import { describe, expect, it } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import { contactSellerLeadOf } from '../../web/components/listing/contact-seller-dialog.tsx'
import { checkLead } from '../../web/components/listing/contact-seller-errors.ts'
import { messageAfterAsking, startMessage, withQuestions } from '../../web/components/listing/contact-seller-message.ts'
import { landFactFields } from '../../web/rules/land-facts.ts'
import { listingLevel, upgradeTier } from '../../web/rules/listing-rules.ts'
import { sampleListingDetail } from '../support/samples.ts'

// The Contact Seller message with the questions a buyer asked from the land facts (issue 31): each question once, on
// a line of its own after the buyer's words, and the whole message one the lead schema takes.

const start = startMessage('Creekside Ranch')
const road = landFactFields[0].question
const water = landFactFields[4].question

describe('the questions in the message', () => {
  it('come after a blank line under the start of the message, each on its own line', () => {
    expect(withQuestions(start, [road, water])).toBe(`${start}\n\n${road}\n${water}`)
  })

  it('are added once: a question already in the message is not added again', () => {
    const once = withQuestions(start, [road])
    expect(withQuestions(once, [road])).toBe(once)
    expect(withQuestions(once, [road, water])).toBe(`${start}\n\n${road}\n${water}`)
  })

  it('go under what the buyer typed, which stays as typed', () => {
    expect(withQuestions('Hello,\nis it still for sale?  \n', [water])).toBe(`Hello,\nis it still for sale?\n${water}`)
    expect(withQuestions('Call me after 5.', [water])).toBe(`Call me after 5.\n\n${water}`)
    expect(withQuestions('', [road, water])).toBe(`${road}\n${water}`)
    expect(withQuestions('Hi', [])).toBe('Hi')
  })

  it('after a press: the new question is added; one the buyer took out comes back only with its own press', () => {
    const both = `${start}\n\n${road}\n${water}`
    expect(messageAfterAsking(`${start}\n\n${road}`, [road, water], [road])).toBe(both)
    // The buyer took the road question out, then pressed another fact: it stays out.
    const fenced = landFactFields[15].question
    expect(messageAfterAsking(`${start}\n\n${water}`, [road, water, fenced], [road, water])).toBe(
      `${start}\n\n${water}\n${fenced}`,
    )
    // …and pressed the road fact again: it is back.
    expect(messageAfterAsking(`${start}\n\n${water}`, [water, road], [road, water])).toBe(
      `${start}\n\n${water}\n${road}`,
    )
    // A message sent takes its questions with it: nothing is added to the next.
    expect(messageAfterAsking(start, [], [road, water])).toBe(start)
  })

  it('make a message the lead takes, even with every question asked', () => {
    const listing = sampleListingDetail({ listingLevel: listingLevel.premium, upgradeLevelId: upgradeTier.gold })
    const message = withQuestions(
      start,
      landFactFields.map((field) => field.question),
    )
    const values = { name: 'Jane Buyer', email: 'jane@example.com', phone: '', message }
    const lead = contactSellerLeadOf(values, listing, brands.land.siteId, 'listing-detail')
    expect(checkLead(lead)).toEqual({ lead })
  })
})
