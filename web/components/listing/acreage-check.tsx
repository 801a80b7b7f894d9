import { usNumber } from '../../format/us-numbers.ts'
import { acreageDiffers, acreageDifference, ringAcres, type Ring } from '../../rules/boundary.ts'

// The acreage check (issue 31): the acres a listing's boundary measures beside the acres its seller states, and a note
// when they differ by more than 5 %. Its own chunk: the server renders it into the facts, and the browser hydrates it
// after the page's first script, which has no room for it (listing-facts.tsx).

/** What the check says: the measured acres, and the note when they differ from the stated ones (null otherwise). */
export function acreageCheck(stated: number, ring: Ring): { measured: string; note: string | null } {
  const acres = ringAcres(ring)
  // Hundredths for a lot of a few acres (0.26, not 0.3), tenths above, as a survey's summary gives them.
  const measured = usNumber(acres, acres < 10 ? 2 : 1)
  if (!(stated > 0)) return { measured: `${measured} acres measured from the boundary`, note: null }
  if (!acreageDiffers(stated, acres)) return { measured: `${measured} measured from the boundary`, note: null }
  const percent = Math.round(acreageDifference(stated, acres) * 100)
  const way = acres > stated ? 'more' : 'less'
  return {
    measured: `${measured} measured from the boundary`,
    note: `The boundary measures ${percent} % ${way} than the stated acres — ask the seller for the survey.`,
  }
}

/** After "56.07 acres stated": " · 56.8 measured from the boundary", and the note on a line of its own. */
export default function AcreageCheck(props: { stated: number; ring: Ring }) {
  const { measured, note } = acreageCheck(props.stated, props.ring)
  return (
    <>
      {' · '}
      <span data-testid="acreage-measured">{measured}</span>
      {note && (
        <span
          className="mt-1 block border-0 border-l-4 border-solid border-red-700 pl-2 text-sm font-normal text-red-800"
          data-testid="acreage-note"
        >
          {note}
        </span>
      )}
    </>
  )
}
