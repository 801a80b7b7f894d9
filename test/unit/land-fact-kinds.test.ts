import { describe, expect, it } from 'vitest'
import { landFactKinds, landFactFields } from '../../web/rules/land-facts.ts'
import { landFactsForm } from '../../web/rules/land-facts-form.ts'
import { landFactColumns } from '../../worker/listings/land-facts-columns.ts'

// The land facts are named in a few lists that must hold the same facts (issue 31): their kinds (which the detail
// answer is built from), the page's order and questions, the form's schema and the columns. A fact added to one and
// not the others fails here rather than going missing from a page or a feed.
describe('the land facts', () => {
  const names = Object.keys(landFactKinds).sort()
  it('are the same in the kinds, the page list, the form and the columns', () => {
    // The page shows a fee, a restriction's text and a zone's share in the row of the fact they belong to.
    const inAnotherRow = ['hoaFeeYearly', 'deedRestrictionsText', 'floodZonePercent']
    expect([...landFactFields.map((field) => field.name), ...inAnotherRow].sort()).toEqual(names)
    expect(Object.keys(landFactsForm.entries).sort()).toEqual(names)
    expect(Object.keys(landFactColumns).sort()).toEqual(names)
  })
})
