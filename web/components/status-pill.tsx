import { statusPillText } from '../format/listing-format.ts'

/**
 * The status pill (spec §4): under contract, sold and off market only. Phones read it differently for free listings
 * ('Pending', a sold date left out), so both texts are in the page and CSS shows the one for the screen: the server
 * cannot know the screen, and a text that changed after hydration would re-render every card.
 */
export function StatusPill(props: {
  listing: { marketStatus: number; listingLevel: number; salesDate: string | null }
  className: string
}) {
  const { listing } = props
  const options = { level: listing.listingLevel, salesDate: listing.salesDate }
  const wide = statusPillText(listing.marketStatus, { ...options, isMobile: false })
  const narrow = statusPillText(listing.marketStatus, { ...options, isMobile: true })
  if (!wide || !narrow) return null
  return (
    <span className={props.className} data-testid="status-pill">
      {wide === narrow ? (
        wide
      ) : (
        <>
          <span className="md:hidden">{narrow}</span>
          <span className="hidden md:inline">{wide}</span>
        </>
      )}
    </span>
  )
}
