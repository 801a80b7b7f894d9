import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ApiFetch } from '../../web/api/api-client.ts'
import type { ManagedListing } from '../../web/api/seller-listings-manage.ts'
import { BoundaryInput } from '../../web/components/add-listing/boundary-input.tsx'
import { factKey, landFactGroups, type LandFactKey } from '../../web/components/add-listing/land-fact-inputs.ts'
import { LandFactsFields } from '../../web/components/add-listing/land-facts-fields.tsx'
import LandFactsEditor from '../../web/components/manage-listings/land-facts-editor.tsx'
import { landFactsForm, noLandFacts } from '../../web/rules/land-facts-form.ts'
import { ApiContext } from '../../web/site/api-context.tsx'

// The land facts' and boundary's inputs as rendered (the unit project has no DOM: reading a file and saving are the
// browser's to test): every fact a field, the acres a boundary measures beside those stated with the > 5 % note, and
// Manage Listings' form filled with a listing's facts.

// Without React's markers between adjacent texts, so the tests read the text as a seller does.
const html = (element: ReactElement) => renderToString(element).replace(/<!-- -->/g, '')

/** A square of 12.04 acres near Fredericksburg, Texas, as KML. */
const kml = `<kml><Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>
  -98.93,30.27 -98.927712,30.27 -98.927712,30.27199 -98.93,30.27199 -98.93,30.27
</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>`

const boundary = (value: string, statedAcres: number | null, error?: string) =>
  html(createElement(BoundaryInput, { id: 'b', value, error, statedAcres, onValue: () => {} }))

describe('the boundary input', () => {
  it('shows the acres a boundary measures beside the acres stated', () => {
    const text = boundary(kml, 12)
    expect(text).toContain('This boundary measures <strong>12.04 acres</strong>; you state 12 acres.')
    expect(text).not.toContain('boundary-acres-differ')
  })

  it('says so when they are more than 5 % apart', () => {
    expect(boundary(kml, 11)).toContain('data-testid="boundary-acres-differ"')
    expect(boundary(kml, 12.6)).not.toContain('data-testid="boundary-acres-differ"')
    expect(boundary(kml, 12.7)).toContain('data-testid="boundary-acres-differ"')
  })

  it('shows the problem of a boundary as it is picked, and the form’s error instead once it is checked', () => {
    expect(boundary('north forty', 12)).toContain('A boundary must be GeoJSON or KML.')
    const checked = boundary('north forty', 12, 'A boundary must be GeoJSON or KML.')
    expect(checked.match(/A boundary must be GeoJSON or KML\./g)).toHaveLength(1)
    expect(checked).toContain('aria-invalid="true"')
  })

  it('takes GeoJSON and KML files', () => {
    expect(boundary('', null)).toMatch(/<input[^>]+type="file"[^>]+accept="\.geojson,\.json,\.kml/)
  })
})

/** A form whose fields are the facts' values, with an error on one of them. */
function factsForm(values: Partial<Record<LandFactKey, string>>, errors: Partial<Record<LandFactKey, string>> = {}) {
  return {
    field: (name: LandFactKey) => ({
      id: `f-${name}`,
      name,
      value: values[name] ?? '',
      error: errors[name],
      onValue: () => {},
    }),
  }
}

describe('the land facts fields', () => {
  const text = html(
    createElement(LandFactsFields, {
      form: factsForm(
        { [factKey('water')]: 'well', [factKey('roadFrontageFt')]: '660' },
        {
          [factKey('sewer')]: 'sewer must be one of municipal, septic installed, perc tested, none',
        },
      ),
    }),
  )

  it('has a field for every fact, in its group', () => {
    for (const name of Object.keys(landFactsForm.entries)) expect(text).toContain(`name="landFacts.${name}"`)
    for (const group of landFactGroups) expect(text).toContain(`>${group.legend}</legend>`)
  })

  it('offers "Not stated" first, says each number’s unit, and shows a fact as it is', () => {
    expect(text).toMatch(/<select[^>]+name="landFacts.electric"[^>]*><option value="" selected="">Not stated<\/option>/)
    expect(text).toContain('Road frontage (feet)')
    expect(text).toContain('Property tax ($ a year)')
    expect(text).toContain('Share in a flood zone (%)')
    expect(text).toMatch(/<option value="well" selected="">Well<\/option>/)
    expect(text).toMatch(
      /name="landFacts.roadFrontageFt"[^>]*value="660"|value="660"[^>]*name="landFacts.roadFrontageFt"/,
    )
  })

  it('shows a fact’s error under it', () => {
    expect(text).toContain('id="f-landFacts.sewer-error"')
    expect(text).toContain('sewer must be one of municipal, septic installed, perc tested, none')
  })
})

describe('Manage Listings’ land facts form', () => {
  const listing: ManagedListing = {
    id: 1000123,
    title: 'Creekside Ranch',
    price: 250_000,
    priceKind: 'amount',
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
    views: 3,
    leads: 1,
    accountId: 10012,
    agentName: null,
    url: null,
    landFacts: { ...noLandFacts, roadAccess: 'gravel', hoa: false, roadFrontageFt: 660 },
    landFactsSource: { statedBy: 'land feed', statedAt: '2026-02-03T10:00:00Z', parcelCheckedAt: null },
    boundaryAcres: 12.04,
  }
  const api: ApiFetch = async () => Response.json({})
  const text = html(
    createElement(
      ApiContext.Provider,
      { value: api },
      createElement(LandFactsEditor, {
        id: 'edit',
        listing,
        title: 'Creekside Ranch',
        csrfToken: 'token',
        onSaved: () => {},
        onClose: () => {},
      }),
    ),
  )

  it('is filled with the listing’s facts, and says who stated them when', () => {
    expect(text).toMatch(/<option value="gravel" selected="">Gravel<\/option>/)
    expect(text).toMatch(/<select[^>]+name="landFacts.hoa"[^>]*>.*<option value="no" selected="">No<\/option>/)
    expect(text).toContain('value="660"')
    expect(text).toContain('Stated by your land feed on')
  })

  it('shows the acres of its boundary, and offers to remove or replace it', () => {
    expect(text).toContain('Its boundary measures 12.04 acres; you state 12 acres.')
    expect(text).toContain('Remove the boundary')
    expect(text).toContain('data-testid="boundary-input"')
  })
})
