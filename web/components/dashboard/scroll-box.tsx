import type { ReactNode } from 'react'

/**
 * A table's own scrolling box, so a wide table scrolls inside it on a phone instead of widening the page. It can take
 * the keyboard's focus (a box that scrolls must, WCAG 2.1.1) and is named by the table's heading. Positioned, so the
 * screen-reader-only labels inside (absolutely placed) scroll with it instead of widening the page.
 */
export function ScrollBox(props: { labelledBy: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-labelledby={props.labelledBy}
      tabIndex={0}
      className={`relative overflow-auto focus-visible:outline-2 focus-visible:outline-brand-primary ${props.className ?? ''}`}
    >
      {props.children}
    </div>
  )
}
