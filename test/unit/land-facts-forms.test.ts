import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formErrors } from '../../web/account/form-errors.ts'
import { changeListingLandFactsCall } from '../../web/api/listing-land-facts-change.ts'
import {
  emptyLandFactValues,
  factKey,
  landFactGroups,
  landFactValuesOf,
  withLandFacts,
} from '../../web/components/add-listing/land-fact-inputs.ts'
import { emptyListingValues, listingFormOfValues } from '../../web/components/add-listing/listing-values.ts'
import { addListingForm, type AddListingFormInput } from '../../web/rules/add-listing-form.ts'
import { boundaryField } from '../../web/rules/boundary-field.ts'
import { landFactsForm, noLandFacts, type LandFacts } from '../../web/rules/land-facts-form.ts'
import { validationMessages } from '../../web/rules/messages.ts'

// The land facts and boundary as a seller's forms send them (issue 31): the add-listing rule takes them as typed and
// again as it answered them (the form sends its output), keeps old bodies' mineralRights box, names the fact or the
// boundary at fault; the form's fields cover every fact and name their errors by the field; Manage Listings' change
// keeps, replaces or removes a boundary.

const valid: AddListingFormInput = {
  title: '40 Acres of Hill Country Ranch Land',
  propertyTypes: ['ranch'],
  stateId: 48,
  countyId: 48267,
  city: 'Junction',
  zip: '76849',
  acres: 40,
  priceKind: 'amount',
  price: 249_900,
  description: 'Rolling pasture with live oaks, a seasonal creek and a good water well near the road.',
}
const ring: [number, number][] = [
  [-99.8, 30.4],
  [-99.79, 30.4],
  [-99.79, 30.41],
  [-99.8, 30.41],
  [-99.8, 30.4],
]
const polygon = { type: 'Polygon', coordinates: [ring] }
const kml = `<?xml version="1.0"?><kml><Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>
  ${ring.map(([lng, lat]) => `${lng},${lat},0`).join('\n  ')}
</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>`

const problemOf = (schema: v.GenericSchema, input: unknown) => {
  const issue = v.safeParse(schema, input).issues?.[0]
  return issue && { field: issue.path?.map((item) => String(item.key)).join('.') ?? '', message: issue.message }
}

/** A fact's value as a form may send it: one of its field's options, or a number or text as typed. */
const typedFact = fc.constantFrom(...landFactGroups.flatMap((group) => group.facts)).chain((fact) => {
  const { input } = fact
  const value =
    input.kind === 'choice'
      ? fc.constantFrom(...input.options.map((option) => option.value))
      : input.kind === 'number'
        ? fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }).map(String))
        : fc.string({ maxLength: 20 }).filter((text) => !/[<>@.:/]/.test(text))
  return value.map((each) => [fact.name, each] as const)
})
const typedFacts = fc.array(typedFact, { maxLength: 12 }).map((pairs) => Object.fromEntries(pairs))

describe('the add-listing rule’s land facts', () => {
  it('reads facts as typed, and reads its own answer the same (the form sends what the rule answered)', () => {
    fc.assert(
      fc.property(typedFacts, (facts) => {
        const once = v.parse(addListingForm, { ...valid, landFacts: facts })
        expect(Object.keys(once.landFacts).sort()).toEqual(Object.keys(noLandFacts).sort())
        expect(v.parse(addListingForm, once)).toEqual(once)
      }),
      { numRuns: 200 },
    )
  })

  it('states nothing when left out, and numbers and yes-no as typed', () => {
    expect(v.parse(addListingForm, valid).landFacts).toEqual(noLandFacts)
    const facts = v.parse(addListingForm, {
      ...valid,
      landFacts: { roadFrontageFt: '1,320', hoa: 'no', floodZone: 'ae', zoning: '  ', timber: true },
    }).landFacts
    expect(facts).toEqual({ ...noLandFacts, roadFrontageFt: 1320, hoa: false, floodZone: 'AE', timber: true })
  })

  it('takes an old body’s mineralRights box as the fact, the fact stated in landFacts first', () => {
    const old = v.parse(addListingForm, { ...valid, mineralRights: true })
    expect(old.landFacts.mineralRights).toBe(true)
    expect('mineralRights' in old).toBe(false)
    expect(v.parse(addListingForm, { ...valid, mineralRights: false }).landFacts.mineralRights).toBeNull()
    const both = v.parse(addListingForm, { ...valid, mineralRights: true, landFacts: { mineralRights: 'no' } })
    expect(both.landFacts.mineralRights).toBe(false)
  })

  it.each<[string, unknown, string, string]>([
    [
      'roadAccess',
      'asphalt',
      'landFacts.roadAccess',
      'roadAccess must be one of paved, gravel, dirt, easement only, none',
    ],
    ['hoa', 'maybe', 'landFacts.hoa', 'hoa must be true or false'],
    ['roadFrontageFt', '12.5', 'landFacts.roadFrontageFt', 'Please enter a whole number.'],
    ['wetlandsPercent', '-1', 'landFacts.wetlandsPercent', validationMessages.minValue(0)],
    ['propertyTaxYearly', 'lots', 'landFacts.propertyTaxYearly', validationMessages.numeric],
    ['zoning', '<b>A-1</b>', 'landFacts.zoning', 'Please remove the HTML tags (text between < and >) from this field.'],
  ])('refuses %s = %j at its path', (name, value, field, message) => {
    expect(problemOf(addListingForm, { ...valid, landFacts: { [name]: value } })).toEqual({ field, message })
  })

  it('refuses facts that are not an object', () => {
    expect(problemOf(addListingForm, { ...valid, landFacts: 'paved' })).toEqual({
      field: 'landFacts',
      message: 'landFacts must be an object of land facts',
    })
  })
})

describe('the boundary', () => {
  it.each<[string, unknown]>([
    ['a GeoJSON Polygon', polygon],
    ['its text', JSON.stringify(polygon)],
    ['a Feature', { type: 'Feature', properties: {}, geometry: polygon }],
    ['a FeatureCollection', { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: polygon }] }],
    ['a MultiPolygon', { type: 'MultiPolygon', coordinates: [[ring]] }],
    ['KML text', kml],
    ['an open ring', { type: 'Polygon', coordinates: [ring.slice(0, -1)] }],
  ])('takes %s, answering the Polygon of its ring, which it takes again', (_, input) => {
    const form = v.parse(addListingForm, { ...valid, boundary: input })
    expect(form.boundary).toEqual(polygon)
    expect(v.parse(addListingForm, form).boundary).toEqual(polygon)
  })

  it.each([undefined, null, '', '   '])('is none for %j', (input) => {
    expect(v.parse(addListingForm, { ...valid, boundary: input }).boundary).toBeNull()
  })

  it.each<[unknown, string]>([
    ['the north forty', 'A boundary must be GeoJSON or KML.'],
    [{ type: 'Point', coordinates: [-99.8, 30.4] }, 'The GeoJSON has no polygon.'],
    ['<kml><Placemark><Point><coordinates>-99,30</coordinates></Point></Placemark></kml>', 'The KML has no polygon.'],
    [{ type: 'Polygon', coordinates: [ring.slice(0, 2)] }, 'A boundary needs at least three corners.'],
    [
      {
        type: 'Polygon',
        coordinates: [
          [
            [-99, 30],
            [-99, 30.1],
            [-99, 30.2],
            [-99, 30],
          ],
        ],
      },
      'A boundary must enclose an area.',
    ],
    [
      {
        type: 'Polygon',
        coordinates: [
          [
            [-99, 30],
            [-99, 91],
            [-98, 30],
            [-99, 30],
          ],
        ],
      },
      'A boundary point lies outside the map.',
    ],
    [`<kml>${' '.repeat(200_001)}</kml>`, 'A boundary file may be at most 200 KB.'],
  ])('refuses %j with the problem in words', (input, message) => {
    expect(problemOf(addListingForm, { ...valid, boundary: input })).toEqual({ field: 'boundary', message })
  })

  it('never throws, whatever it is sent', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => v.safeParse(boundaryField, input)).not.toThrow()
      }),
    )
  })
})

describe('the form’s fields', () => {
  it('hold every fact of the rule, each once', () => {
    const names = landFactGroups.flatMap((group) => group.facts.map((fact) => fact.name))
    expect([...names].sort()).toEqual(Object.keys(landFactsForm.entries).sort())
    expect(new Set(names).size).toBe(names.length)
  })

  it('offer each choice fact its rule’s choices, after "Not stated"', () => {
    for (const fact of landFactGroups.flatMap((group) => group.facts)) {
      if (fact.input.kind !== 'choice') continue
      const [first, ...rest] = fact.input.options
      expect(first).toEqual({ value: '', label: 'Not stated' })
      for (const option of rest) {
        const facts = v.parse(landFactsForm, { [fact.name]: option.value })
        expect(facts[fact.name], `${fact.name} ${option.value}`).not.toBeNull()
      }
    }
  })

  it('show a listing’s facts as they are, and read back the same facts', () => {
    const stated: LandFacts = {
      ...noLandFacts,
      roadAccess: 'easement only',
      roadFrontageFt: 660,
      hoa: false,
      floodZone: 'AE',
      floodZonePercent: 12.5,
      zoning: 'A-1',
      mineralRights: true,
    }
    for (const facts of [stated, noLandFacts]) {
      const values = landFactValuesOf(facts)
      expect(v.parse(landFactsForm, withLandFacts(values).landFacts)).toEqual(facts)
    }
    expect(landFactValuesOf(noLandFacts)).toEqual(emptyLandFactValues)
  })

  it('name a fact’s error by its own field, so it shows under it', () => {
    const values = { ...emptyListingValues, ...valid, [factKey('water')]: 'creek', boundary: 'north forty' }
    const { errors } = formErrors(listingFormOfValues, values)
    expect(errors).toMatchObject({
      'landFacts.water': 'water must be one of well, municipal, spring, none',
      boundary: 'A boundary must be GeoJSON or KML.',
    })
    for (const field of Object.keys(errors ?? {})) expect(field in values, field).toBe(true)
  })

  it('send the rule’s listing from a filled form', () => {
    const values = { ...emptyListingValues, ...valid, acres: '40', price: '249,900', [factKey('hoa')]: 'no' }
    const { output } = formErrors(listingFormOfValues, { ...values, boundary: kml })
    expect(output?.landFacts).toEqual({ ...noLandFacts, hoa: false })
    expect(output?.boundary).toEqual(polygon)
  })
})

describe('Manage Listings’ change of the facts', () => {
  const body = changeListingLandFactsCall.body
  it('keeps the boundary when none is sent, removes it for null or empty, replaces it otherwise', () => {
    expect(v.parse(body, { landFacts: {} })).toEqual({ landFacts: noLandFacts })
    expect(v.parse(body, { boundary: null })).toEqual({ boundary: null })
    expect(v.parse(body, { boundary: '' })).toEqual({ boundary: null })
    expect(v.parse(body, { boundary: kml })).toEqual({ boundary: polygon })
  })

  it('refuses a change of nothing, and a fact or boundary at its path', () => {
    expect(problemOf(body, {})).toEqual({ field: '', message: 'Send landFacts, a boundary or both.' })
    expect(problemOf(body, { landFacts: { sewer: 'outhouse' } })).toEqual({
      field: 'landFacts.sewer',
      message: 'sewer must be one of municipal, septic installed, perc tested, none',
    })
    expect(problemOf(body, { boundary: 42 })?.field).toBe('boundary')
  })
})
