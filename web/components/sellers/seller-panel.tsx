import type { ReactNode } from 'react'

/** One panel of a seller's column (awards, video): a card headed one level below the seller's name. */
export function SellerPanel(props: {
  /** The heading's id and the panel's test id: 'seller-awards'. */
  id: string
  heading: 'h2' | 'h3'
  title: string
  children: ReactNode
}) {
  const Heading = props.heading
  return (
    <section aria-labelledby={props.id} data-testid={props.id} className={sellerPanelClass}>
      <Heading id={props.id} className="m-0 mb-2 text-lg font-semibold">
        {props.title}
      </Heading>
      {props.children}
    </section>
  )
}

/** The card every part of a seller's column sits on (its profile too). */
export const sellerPanelClass = 'rounded-lg border border-gray-200 bg-white p-4 shadow-sm'
