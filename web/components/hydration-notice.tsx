/**
 * Shown only while the document is marked late and not yet hydrated (web/site/hydration-fallback.ts): plain CSS does
 * it (uno.config.ts), because the page it speaks for has no script running yet. It lies over the top of the window
 * rather than in the page's flow: in the flow, its coming and going moved the whole page twice (Lighthouse's mobile
 * run, where pages hydrate 2 s after their head: a layout shift of 0.068 against a budget of 0.02).
 */
export function HydrationNotice() {
  return (
    <p
      role="status"
      data-testid="hydration-notice"
      className="hydration-notice fixed inset-x-0 top-0 z-50 m-0 bg-brand-ink px-4 py-2 text-center text-sm text-white"
    >
      Still loading: links and search work now, buttons in a moment.
    </p>
  )
}
