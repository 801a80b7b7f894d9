/**
 * Shown only while the document is marked late and not yet hydrated (web/site/hydration-fallback.ts): plain CSS does
 * it (uno.config.ts), because the page it speaks for has no script running yet.
 */
export function HydrationNotice() {
  return (
    <p
      role="status"
      data-testid="hydration-notice"
      className="hydration-notice m-0 bg-brand-ink px-4 py-2 text-center text-sm text-white"
    >
      Still loading: links and search work now, buttons in a moment.
    </p>
  )
}
