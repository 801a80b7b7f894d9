import { ContentArticle, type ContentSection } from '../../components/content/content-article.tsx'
import { ContentPageLink } from '../../components/content/content-page-link.tsx'
import { SupportContactLink } from '../../components/content/support-contact-link.tsx'
import { legalPageAbout } from '../../content/legal-page-about.ts'
import { useBrand } from '../../site/brand-context.tsx'

// Which photos a listing may carry, and the license to show them (spec §2
// /terms/advertising/terms-and-conditions-for-submitting-photos/). The sizes are the ones the pages draw photos at:
// 3:2, the full-screen view's 1800 × 1200 the largest (web/components/listing/listing-gallery.tsx), served as webp.

export function PhotoTermsPage() {
  const { displayName, legalName } = useBrand()
  const about = legalPageAbout.photoTerms
  const sections: ContentSection[] = [
    {
      id: 'your-rights',
      heading: 'Photos you may submit',
      body: (
        <>
          <p>Submit a photo only when all of these are true:</p>
          <ul>
            <li>
              you took it, or the photographer or owner of the rights has allowed you to use it to advertise this
              property;
            </li>
            <li>it shows the advertised property, its view, its access or its surroundings as they are now;</li>
            <li>it was not copied from another listing, another website or a map service whose terms forbid it.</li>
          </ul>
          <p>
            Maps, plats, surveys and aerial or drone photos are welcome under the same rules. Drone photos must have
            been taken lawfully, under the Federal Aviation Administration’s rules for the flight.
          </p>
        </>
      ),
    },
    {
      id: 'not-accepted',
      heading: 'What we do not accept',
      body: (
        <ul>
          <li>watermarks, logos or captions of other websites, listing services or photographers;</li>
          <li>
            phone numbers, email addresses, web addresses or prices written on the photo: buyers find those in the
            listing, where you can keep them current;
          </li>
          <li>
            edits that misrepresent the land: removed power lines or neighboring buildings, added water or green grass,
            a sky that changes what the view is; light, color and crop corrections are fine;
          </li>
          <li>photos of another property, stock photos presented as the property, or pictures that are mostly text;</li>
          <li>anything unlawful, sexual, violent, hateful, or showing animals being harmed.</li>
        </ul>
      ),
    },
    {
      id: 'people',
      heading: 'People and private details',
      body: (
        <p>
          Do not submit photos in which a person can be recognized unless that person has agreed, and never a photo of a
          child without a parent’s or guardian’s consent. Leave out, or blur, vehicle license plates, documents, and
          neighbors’ homes and yards seen up close. Photos of the inside of an occupied home need the occupant’s
          permission.
        </p>
      ),
    },
    {
      id: 'size-and-format',
      heading: 'Size and format',
      body: (
        <>
          <p>Good photos bring more buyers to a listing. To look their best on {displayName}:</p>
          <ul>
            <li>
              send JPEG, PNG or WebP files; we convert every photo to WebP at each size we show, so large originals are
              best;
            </li>
            <li>
              shoot in landscape at a 3:2 ratio: that is the shape of search result cards, the listing page and the
              full-screen view, and a photo of another shape is cropped at its edges to fit;
            </li>
            <li>
              at least 1800 × 1200 pixels, the size of the full-screen view on a large screen; smaller photos are shown
              but look soft when enlarged;
            </li>
            <li>
              put the best photo first: it is the one on the search result card and in link previews when buyers share
              the listing;
            </li>
            <li>for a seller’s portrait or logo, a square image of at least 200 × 200 pixels.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'license',
      heading: 'The license you grant us',
      body: (
        <>
          <p>
            You keep the ownership of your photos. By submitting one you give {legalName} a non-exclusive, worldwide,
            royalty-free license, for as long as the listing is shown, to store, copy, resize, crop, convert and display
            it with the listing: on {displayName} and the other sites we run that carry your listing, in search results,
            buyers’ alerts and saved properties, printable flyers, and link previews when a buyer shares the listing.
          </p>
          <p>
            When the listing is removed, we stop showing its photos. Copies already in buyers’ emails, in flyers they
            printed, and in our backups for the time they are kept are outside our reach. You confirm that you may grant
            this license and that the people shown have agreed.
          </p>
        </>
      ),
    },
    {
      id: 'removal',
      heading: 'Removal and copyright complaints',
      body: (
        <>
          <p>
            We may remove any photo that breaks these terms, and a listing whose photos repeatedly do. These terms are
            part of our <ContentPageLink page="advertisingTerms">Advertising Terms</ContentPageLink>.
          </p>
          <p>
            If you believe a photo on {displayName} infringes your copyright, write to <SupportContactLink /> with the
            listing’s address, the photo, proof that you own the rights, and your contact details. We remove the photo
            while we look into it and tell the advertiser.
          </p>
        </>
      ),
    },
  ]
  return (
    <ContentArticle
      title={about.title}
      updated={about.updated}
      testId="photo-terms-page"
      intro={
        <p>
          These terms apply to every photo, map and image submitted with a listing or a seller profile on {displayName}.
          They protect buyers from misleading pictures, the people in them, and the photographers who took them.
        </p>
      }
      sections={sections}
    />
  )
}
