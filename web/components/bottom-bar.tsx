import type { ReactNode } from 'react'

/**
 * A bar fixed to the foot of the window (the main land site's contact bar and seller bar; spec §2 Footer, extra
 * bottom space). Its height is fixed (h-bottom-bar) because the root keeps the same room under the footer from the
 * first render (pb-bottom-bar, when the page route's loader asks for it), so the bar never covers the footer's last
 * links.
 */
export function BottomBar(props: { label: string; testId: string; children: ReactNode }) {
  return (
    <section
      aria-label={props.label}
      data-testid={props.testId}
      className="fixed inset-x-0 bottom-0 z-20 box-border h-bottom-bar border-0 border-t border-solid border-gray-200 bg-white shadow-[0_-2px_8px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:gap-3">{props.children}</div>
    </section>
  )
}
