import type { SellerAward } from '../../api/sellers.ts'
import { SellerPanel } from './seller-panel.tsx'

/**
 * The seller's awards (spec §2 'broker awards'), newest first as the API orders them. A few lines of text that come
 * with the seller's details, so they render with the page: a lazy chunk would cost a request to show less.
 */
export function SellerAwards(props: { awards: SellerAward[]; heading: 'h2' | 'h3' }) {
  return (
    <SellerPanel id="seller-awards" heading={props.heading} title="Awards">
      <ul className="m-0 flex list-none flex-col gap-2 p-0 text-sm">
        {props.awards.map((award) => (
          <li key={`${award.year} ${award.title} ${award.issuer}`} className="flex gap-3">
            <span className="w-10 shrink-0 font-semibold tabular-nums">{award.year}</span>
            <span className="min-w-0">
              <span className="block font-semibold">{award.title}</span>
              {award.issuer && <span className="block text-brand-muted">{award.issuer}</span>}
            </span>
          </li>
        ))}
      </ul>
    </SellerPanel>
  )
}
