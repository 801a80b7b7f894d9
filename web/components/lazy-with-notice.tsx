import { lazy, type ComponentType } from 'react'
import { chunkWithTimeout } from '../site/chunk-timeout.ts'

/**
 * React.lazy for a part the page can do without (a modal, the map), loaded when first wanted (spec §4). A chunk that
 * fails to load is logged (spec §8: lazy component load failure) and the buyer told where the part would be, instead
 * of the page crashing. The notice takes the part's id, so a button's aria-controls still names something.
 */
export function lazyWithNotice<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  /** What the part is, for the buyer: 'contact form', 'map'. */
  what: string,
) {
  const Unavailable: ComponentType<Props> = (props) => (
    <p id={(props as { id?: string }).id} role="alert" className="m-0 mt-2 text-sm text-red-700">
      The {what} could not be loaded. Please reload the page and try again.
    </p>
  )
  return lazy(() =>
    chunkWithTimeout(load, what)().catch((error: unknown) => {
      console.error(`Loading the ${what} failed`, error)
      return { default: Unavailable }
    }),
  )
}
