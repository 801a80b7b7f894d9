import type { NearMePoint } from '../search/near-me.ts'

// The browser's position for near me: the filter bar's button, the header's Near me and the search page's "Use my
// exact location" all ask it here, and only when the buyer clicks, so no page prompts on its own. Loaded with the
// click (use-browser-location.ts, components/near-me-link.tsx): no page's first script carries it.

export const browserLocationProblems = {
  unsupported: 'This browser cannot share its location.',
  refused: 'Your location is not available. Allow location access and try again.',
}

/** The browser's position; refused or unavailable, a rejection saying why in the buyer's words. */
export function askBrowserLocation(): Promise<NearMePoint> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error(browserLocationProblems.unsupported))
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => reject(new Error(browserLocationProblems.refused)),
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    )
  })
}
