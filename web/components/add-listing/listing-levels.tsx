import { useBrand } from '../../site/brand-context.tsx'
import { useSiteLinks } from '../../site/site-links.tsx'
import { SiteLink } from '../site-link.tsx'
import { levelFeatures, levelNames, sellerTiers, tierFeatures } from './listing-level-features.ts'
import { ListingLevelTable } from './listing-level-table.tsx'

const textLink = 'tap-target text-brand-primary-dark underline'

/** The listing levels and upgrade tiers compared (spec §6), and how a seller gets the paid ones. */
export function ListingLevels() {
  const brand = useBrand()
  const links = useSiteLinks()
  return (
    <section aria-labelledby="listing-levels-heading" className="flex flex-col gap-4">
      <h2 id="listing-levels-heading" className="m-0 font-heading text-xl font-bold md:text-2xl">
        Listing levels
      </h2>
      <p className="m-0 max-w-[70ch] leading-relaxed">
        Every listing has a level. A free listing puts your land in front of buyers with its facts, price and
        description; the paid levels add your name on the card, a Contact Seller button that sends buyers’ messages to
        your email, and the photos, video and 3D tour that sell land from afar. Homes is the level for a property with a
        house; signature listings get the showcase page.
      </p>
      <ListingLevelTable
        caption="What each level shows"
        columns={levelNames}
        notes={{ homes: 'with a house' }}
        features={levelFeatures}
        testId="listing-levels-table"
      />
      <p className="m-0 max-w-[70ch] leading-relaxed">
        On any paid level an upgrade tier moves your listing up the search results and adds to how it looks. Each tier
        has everything of the one before it.
      </p>
      <ListingLevelTable
        caption="What each upgrade tier adds"
        columns={sellerTiers}
        features={tierFeatures}
        testId="upgrade-tiers-table"
      />
      <p className="m-0 max-w-[70ch] leading-relaxed">
        Paid levels and upgrades are arranged with our advertising team: write to{' '}
        <a className={textLink} href={`mailto:${brand.supportContact}`}>
          {brand.supportContact}
        </a>{' '}
        and read the{' '}
        <SiteLink className={textLink} href={links.content('advertisingTerms')}>
          Advertising Terms
        </SiteLink>
        .
      </p>
    </section>
  )
}
