import type { ListingDetail } from '../../api/listing-detail.ts'
import { activities, amenities, propertyTypeFlag, propertyTypeNames } from '../../rules/listing-rules.ts'
import type { PropertyTypeName } from '../../rules/listing-rules.ts'

/** The property types a listing's flags hold, waterfront left out (it is lakefront, beachfront or riverfront). */
function typeNames(flags: number): string[] {
  return (Object.keys(propertyTypeFlag) as PropertyTypeName[])
    .filter((type) => type !== 'waterfront' && (flags & propertyTypeFlag[type]) !== 0)
    .map((type) => propertyTypeNames[type])
}

/** The entries of a list whose position is its bit (activities, amenities) that the flags hold. */
const flagged = (list: readonly string[], flags: number) => list.filter((_, bit) => (flags & (1 << bit)) !== 0)

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Property types, activities and amenities: each a list under its heading, left out when empty. */
export function ListingFeatures(props: { listing: ListingDetail }) {
  const groups: [string, string[]][] = [
    ['Property types', typeNames(props.listing.typeFlags)],
    ['Activities', flagged(activities, props.listing.activityFlags).map(capitalized)],
    ['Amenities', flagged(amenities, props.listing.amenityFlags).map(capitalized)],
  ]
  return (
    <>
      {groups
        .filter(([, names]) => names.length)
        .map(([heading, names]) => (
          <section key={heading} aria-labelledby={`features-${heading}`}>
            <h2 id={`features-${heading}`} className="mb-2 mt-6 text-lg font-semibold">
              {heading}
            </h2>
            <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
              {names.map((name) => (
                <li key={name} className="rounded-full bg-gray-100 px-3 py-1 text-sm">
                  {name}
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  )
}
