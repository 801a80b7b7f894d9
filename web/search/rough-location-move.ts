import type { DeviceInfo } from '../api/device.ts'
import { nearMeAround, type NearMePoint } from './near-me.ts'
import { findingLandNearYou, roughLocationMark, withParameters } from './rough-location.ts'
import type { SearchCriteria } from './search-criteria.ts'
import { searchViewParameter } from './search-view.ts'

// The rough location's notice's part (components/search/rough-location-notice.tsx): where the page goes once the
// device has answered, and what it says meanwhile and then.

/** The device's rough point: none abroad or when unknown (or when the call failed). */
export function roughPointOf(device: DeviceInfo | null): NearMePoint | null {
  return device?.latitude != null && device.longitude != null
    ? { latitude: device.latitude, longitude: device.longitude }
    : null
}

/** 'Austin, TX', '' when the connection's town is not known. */
const roughPlaceOf = (device: DeviceInfo | null) => [device?.city, device?.state].filter(Boolean).join(', ')

/**
 * Where the page goes once the rough point is known, or null when it is there: around the rough point, marked rough;
 * with no rough point, near me with no point, unmarked (the page then says the location is unknown). A marked page
 * around another point (a link shared from another town) follows the visitor who opened it, as the rough location is
 * the visitor's.
 */
export function roughLocationMove(
  criteria: SearchCriteria,
  rough: boolean,
  point: NearMePoint | null,
): { criteria: SearchCriteria; rough: boolean } | null {
  if (point) {
    const around = { ...criteria, ...nearMeAround(point), pageIndex: undefined }
    const there = rough && around.latitude === criteria.latitude && around.longitude === criteria.longitude
    return there ? null : { criteria: around, rough: true }
  }
  if (!rough) return null
  return { criteria: { ...criteria, latitude: undefined, longitude: undefined, pageIndex: undefined }, rough: false }
}

/** A search href of the brand with the page's view kept from `searchStr` and the mark added when rough. */
export function roughLocationHref(searchHref: string, searchStr: string, rough: boolean): string {
  const view = new URLSearchParams(searchStr).get(searchViewParameter)
  return withParameters(searchHref, [
    ...(view ? [`${searchViewParameter}=${encodeURIComponent(view)}`] : []),
    ...(rough ? [roughLocationMark] : []),
  ])
}

/**
 * What the notice says. `device` is undefined until the call has answered (null when it failed); until then, and while
 * the page moves to the rough point, the notice says what it is waiting for.
 */
export function roughLocationSays(device: DeviceInfo | null | undefined, rough: boolean, moving: boolean): string {
  if (device === undefined || moving) return rough ? roughLocationWords.near('') : roughLocationWords.finding
  return roughPointOf(device) ? roughLocationWords.near(roughPlaceOf(device)) : roughLocationWords.unknown
}

/** What the page says, written once for the notice and its tests. */
export const roughLocationWords = {
  finding: findingLandNearYou,
  near: (place: string) =>
    place
      ? `Showing land near ${place} — your connection's rough location.`
      : "Showing land near your connection's rough location.",
  unknown: 'Your location is unknown, so this is land across the United States.',
  useExactLocation: 'Use my exact location',
}
