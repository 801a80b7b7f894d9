// Distances as the search measures them: miles on a flat projection around the points, which within a search's
// radius (at most a few hundred miles) is within a fraction of a percent of the great circle. The server's radius
// test (worker/search/geo-area.ts) and the cards' "12 mi away" use the same figures, so a card within 25 miles
// never reads 26.

export const milesPerDegree = 69.05

/** Distance in miles on a local flat projection. */
export function flatMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dy = (lat2 - lat1) * milesPerDegree
  let dLng = lng2 - lng1
  if (dLng > 180) dLng -= 360 // Alaska's Aleutians straddle the antimeridian
  if (dLng < -180) dLng += 360
  const dx = dLng * milesPerDegree * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180)
  return Math.hypot(dx, dy)
}

/** '12 mi away', '0.4 mi away': whole miles from 10 on, tenths below. */
export function distanceDisplay(miles: number): string {
  return `${miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles)} mi away`
}
