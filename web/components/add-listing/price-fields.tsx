import { FormField } from '../../account/form-field.tsx'
import { priceKinds, type PriceKind } from '../../rules/listing-price.ts'
import type { ListingForm } from './listing-values.ts'

const priceKindLabels: Record<PriceKind, string> = {
  amount: 'Asking price',
  auction: 'Auction',
  contact: 'Contact for Price',
}

/** How the price reads (spec §9): an amount in dollars, Auction, or Contact for Price. */
export function PriceFields(props: { form: ListingForm }) {
  const { form } = props
  const kind = form.values.priceKind
  return (
    <div className="flex flex-col gap-2">
      <fieldset className="m-0 border-0 p-0">
        <legend className="mb-1 p-0 text-sm font-semibold">Price</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {priceKinds.map((each) => (
            <label key={each} className="tap-target flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="priceKind"
                value={each}
                checked={kind === each}
                className="h-5 w-5"
                onChange={() => {
                  form.set('priceKind', each)
                  // Only an asking price has an amount: another choice leaves none behind to refuse.
                  if (each !== 'amount') form.set('price', '')
                }}
              />
              {priceKindLabels[each]}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'amount' && (
        <FormField {...form.field('price')} label="Asking price in dollars" inputMode="numeric" required />
      )}
    </div>
  )
}
