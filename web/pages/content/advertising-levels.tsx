import type { ContentSection } from '../../components/content/content-article.tsx'

// What each listing level and upgrade tier shows buyers (spec §6), as the pages do it: Contact Seller and the broker
// placard on paid levels (listing-rules.ts canContactSeller, the search card), the showcase look on signature and
// showcase-level upgrades (listing-look.ts), the card carousel from gold up (card-photos.tsx), the home page's
// featured listings from platinum up (worker/db/home-queries.ts), Call and Message and the transparent header on
// diamond. Change this text with them.

export function listingLevelSection(siteName: string): ContentSection {
  return {
    id: 'listing-levels',
    heading: 'Listing levels',
    body: (
      <>
        <p>
          Every listing has a level. All levels appear in search results and in buyers’ saved-search alerts, with their
          photos, price, acreage, description and map.
        </p>
        <h3>Free</h3>
        <p>
          The listing page shows your name and contact details in its “Listed by” card. It has no Contact Seller form,
          and search result cards do not name you: buyers reach you through the details on the listing page.
        </p>
        <h3>Standard, Homes and Premium</h3>
        <p>
          Everything a free listing shows, plus the Contact Seller form on the listing page and from its search result
          card, and your company or name on the card. Homes is the level for a house with its land. The three look the
          same to buyers on {siteName}; they differ in the plan your order sets out.
        </p>
        <h3>Signature</h3>
        <p>
          Everything the paid levels show, in the showcase look: the listing page opens with its photo across the window
          and the title on it.
        </p>
        <p>
          On every level, buyers cannot write to you about a listing marked Sold or Off Market: the Contact Seller form
          shows only while it is available or under contract.
        </p>
      </>
    ),
  }
}

export function upgradeSection(): ContentSection {
  return {
    id: 'upgrades',
    heading: 'Upgrades',
    body: (
      <>
        <p>A paid listing may carry one upgrade on top of its level. Each includes what the ones before it show.</p>
        <ul>
          <li>
            <strong>Showcase</strong>: the showcase look on the listing page, the photo across the window.
          </li>
          <li>
            <strong>Gold</strong>: a photo carousel on the listing’s search result card, when it has more than one
            photo.
          </li>
          <li>
            <strong>Platinum</strong>: while available, a turn among the featured listings on the home page, drawn
            afresh every day.
          </li>
          <li>
            <strong>Diamond</strong>: first place among the featured listings, Call and Message buttons on its search
            result card, and the site’s header laid over the listing’s main photo.
          </li>
        </ul>
      </>
    ),
  }
}
