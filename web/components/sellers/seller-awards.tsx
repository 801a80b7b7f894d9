import type { SellerAward } from '../../api/sellers.ts'

/**
 * The seller's awards (spec §2 'broker awards'), newest first as the API orders them. A few lines of text that come
 * with the seller's details, so they render with the page: a lazy chunk would cost a request to show less.
 */
export function SellerAwards(props: { awards: SellerAward[]; heading: 'h2' | 'h3' }) {
  const Heading = props.heading
  return (
    <section
      aria-labelledby="seller-awards"
      data-testid="seller-awards"
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <Heading id="seller-awards" className="m-0 mb-2 text-lg font-semibold">
        Awards
      </Heading>
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
    </section>
  )
}
