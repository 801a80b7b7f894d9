import { Suspense, useRef, type ReactNode } from 'react'
import { useShownWhenNear } from '../../site/use-shown-when-near.ts'

/** Far enough ahead that a panel is drawn by the time it scrolls into view on a phone. */
const triggerMargin = '400px'

/**
 * A section of a listing's page below the fold whose panel is a lazy chunk (the page's first script has no room for
 * it): the heading is there from the start, the panel comes as the buyer scrolls near or presses `ask` (a button;
 * none when null). `panel` renders the lazy component; `loading` says what is coming while it does.
 */
export function SectionLoadedWhenNear(props: {
  id: string
  heading: string
  testId: string
  loading: string
  ask: string | null
  panel: () => ReactNode
}) {
  const section = useRef<HTMLElement>(null)
  const near = useShownWhenNear(section, triggerMargin)
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-labelledby={props.id}
      className="mt-6 min-h-40"
      data-testid={props.testId}
    >
      <h2 id={props.id} className="mb-2 text-lg font-semibold">
        {props.heading}
      </h2>
      {near.shown ? (
        <Suspense fallback={<p role="status">{props.loading}</p>}>{props.panel()}</Suspense>
      ) : (
        props.ask !== null && (
          <button
            type="button"
            {...near.buttonProps}
            className="tap-target cursor-pointer rounded border border-solid border-brand-primary bg-white px-4 py-2 font-semibold text-brand-primary"
          >
            {props.ask}
          </button>
        )
      )}
    </section>
  )
}
