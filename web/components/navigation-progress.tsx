import { useEffect, useState } from 'react'
import { usePageLoading } from '../site/use-page-loading.ts'

/** A page that comes within this long needs no cue: a bar flashing on every quick page would be noise. */
const cueDelayMs = 150

/**
 * The cue that a page is on its way after a click (Zillow's and YouTube's bar at the top): while the router loads the
 * next page the last one stays up, so without it a slow answer looks like a click that did nothing. It lies over the
 * top of the window, out of the page's flow, and says the same to assistive technology.
 */
export function NavigationProgress() {
  const loading = usePageLoading()
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!loading) return setShown(false)
    const timer = setTimeout(() => setShown(true), cueDelayMs)
    return () => clearTimeout(timer)
  }, [loading])
  return (
    <div
      role="status"
      data-testid="navigation-progress"
      data-loading={shown || undefined}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1"
    >
      {shown && (
        <>
          <span className="navigation-progress block h-full bg-brand-accent" />
          <span className="sr-only">Loading the page…</span>
        </>
      )}
    </div>
  )
}
