import type { SellerDetails } from '../api/sellers.ts'
import { SiteLink } from '../components/site-link.tsx'
import { sellerName } from '../sellers/seller-text.ts'
import { usStates } from '../rules/us-states.ts'
import { directoryHeading } from '../sellers/directory-heading.ts'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'

type Link = [href: string, text: string]

/**
 * A seller who no longer advertises here (spec §2 'broker inactive'): who they were, and where a buyer who came for
 * them goes next: the sellers and the land of their state, and every seller. Their phone and address are left out:
 * they have left, and the page must not send buyers after them.
 */
export function SellerInactive(props: { seller: SellerDetails }) {
  const { seller } = props
  const brand = useBrand()
  const links = useSiteLinks()
  const name = sellerName(seller)
  const state = usStates.find((each) => each.abbreviation === seller.stateAbbreviation)
  const stateLinks: Link[] = state
    ? [
        [
          links.directory({ stateAbbreviation: state.abbreviation }),
          directoryHeading({ stateAbbreviation: state.abbreviation }),
        ],
        [links.search({ stateAbbreviation: state.abbreviation }), `Land for sale in ${state.name}`],
      ]
    : []
  const next: Link[] = [...stateLinks, [links.directory({}), `All ${directoryHeading({})}`]]
  return (
    <main data-testid="seller-inactive" data-page-name="Member Page" className="mx-auto max-w-3xl px-4 pb-24 pt-10">
      <h1 className="m-0 text-2xl font-bold">{name}</h1>
      {seller.companyName && seller.companyName !== name && (
        <p className="m-0 font-semibold text-brand-muted">{seller.companyName}</p>
      )}
      <p role="status" className="mb-0 mt-4 rounded bg-brand-surface p-3">
        {name} no longer advertises on {brand.displayName}, so their properties are not listed here.
      </p>
      <h2 className="mb-2 mt-8 text-lg font-semibold">Find land and sellers</h2>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {next.map(([href, text]) => (
          <li key={href}>
            <SiteLink className="tap-target font-semibold text-brand-primary" href={href}>
              {text}
            </SiteLink>
          </li>
        ))}
      </ul>
    </main>
  )
}
