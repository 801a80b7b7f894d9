import { useQuery } from '@tanstack/react-query'
import { Suspense, useRef, useState } from 'react'
import { FormField } from '../../account/form-field.tsx'
import { stateCountiesQuery } from '../../api/add-listing.ts'
import { addListingLimits } from '../../rules/listing-price.ts'
import { usStates } from '../../rules/us-states.ts'
import { useApi } from '../../site/api-context.tsx'
import { SelectField } from '../account/select-field.tsx'
import { lazyWithNotice } from '../lazy-with-notice.tsx'
import type { ListingForm } from './listing-values.ts'
import { fieldsetClass, legendClass } from './form-look.tsx'

/**
 * The map: maplibre, the site's largest script, loads when the seller asks for it, never with the page. On a button,
 * not as the seller scrolls near (as a listing page's map does): that hook, shared with the form's chunk, would leave
 * the listing and search pages' chunks for one of its own and cost their first scripts its bytes
 * (test/unit/first-script-budget.test.ts); and a seller who types the point needs no map.
 */
const PlaceMap = lazyWithNotice(() => import('./place-map.tsx'), 'map')
const mapPlaceholder =
  'm-0 flex h-72 w-full items-center justify-center rounded-lg border border-solid border-gray-300 bg-brand-surface md:h-96'

const stateOptions = [
  { value: '', label: 'Choose a state' },
  ...usStates.map((state) => ({ value: String(state.id), label: state.name })),
]

/**
 * Where the land is: state, then a county of that state (the list loads when the state is chosen), town, ZIP and,
 * optionally, the street, a pin on the map (or its typed latitude and longitude) and the boundary drawn. Without a
 * point the listing sits at its town's or county's centre.
 */
export function PlaceFields(props: { form: ListingForm }) {
  const { form } = props
  const api = useApi()
  const section = useRef<HTMLFieldSetElement>(null)
  const [mapShown, setMapShown] = useState(false)
  const stateId = Number(form.values.stateId) || 0
  const counties = useQuery({ ...stateCountiesQuery(api, stateId), enabled: stateId > 0 })
  const countyPrompt = !stateId ? 'Choose a state first' : counties.isPending ? 'Loading counties…' : 'Choose a county'
  const countyOptions = [
    { value: '', label: countyPrompt },
    ...(counties.data ?? []).map((county) => ({ value: String(county.id), label: county.name })),
  ]
  return (
    <fieldset ref={section} tabIndex={-1} className={fieldsetClass}>
      <legend className={legendClass}>Where it is</legend>
      <SelectField
        id={`${form.idPrefix}-stateId`}
        name="stateId"
        label="State"
        value={form.values.stateId}
        options={stateOptions}
        error={form.errors.stateId}
        onValue={(value) => {
          form.set('stateId', value)
          form.set('countyId', '')
        }}
      />
      <SelectField
        id={`${form.idPrefix}-countyId`}
        name="countyId"
        label="County"
        value={form.values.countyId}
        options={countyOptions}
        error={form.errors.countyId}
        disabled={!stateId || counties.isPending}
        onValue={(value) => form.set('countyId', value)}
      />
      <FormField
        {...form.field('city')}
        label="City or nearest town"
        autoComplete="address-level2"
        maxLength={addListingLimits.city}
        required
      />
      <FormField {...form.field('zip')} label="ZIP code" inputMode="numeric" autoComplete="postal-code" required />
      <div className="sm:col-span-2">
        <FormField
          {...form.field('address')}
          label="Street address (optional: shown in search results)"
          autoComplete="street-address"
          maxLength={addListingLimits.address}
        />
      </div>
      <p className="m-0 text-sm text-brand-muted sm:col-span-2">
        Buyers’ maps show your listing at the pin you drop here (or the latitude and longitude you type); without one,
        at the centre of its town, or of its county. You can draw its boundary on the same map.
      </p>
      {mapShown ? (
        <Suspense
          fallback={
            <p role="status" className={`${mapPlaceholder} sm:col-span-2`}>
              Loading the map…
            </p>
          }
        >
          <PlaceMap form={form} />
        </Suspense>
      ) : (
        <button
          type="button"
          onClick={() => {
            setMapShown(true)
            // The button goes: the focus stays in the section, one Tab before the map.
            section.current?.focus()
          }}
          className={`${mapPlaceholder} cursor-pointer font-semibold sm:col-span-2`}
        >
          Show the map to drop your pin
        </button>
      )}
      <FormField {...form.field('latitude')} label="Latitude (optional)" inputMode="decimal" placeholder="30.4868" />
      <FormField {...form.field('longitude')} label="Longitude (optional)" inputMode="decimal" placeholder="-99.7486" />
    </fieldset>
  )
}
