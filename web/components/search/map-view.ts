import type { MapData } from '../../api/search.ts'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import type { LatLng } from '../../search/polyline.ts'
import { withoutNamedPlace } from '../../search/criteria-values.ts'

// What the search map shows and what it writes back into the criteria, as plain numbers: no map library here, so
// the rules (rounding, "already there", where to look first) read and test on their own.

/** South-west and north-east corners in degrees, as the criteria keep a map view. */
export interface Bounds {
  south: number
  west: number
  north: number
  east: number
}

/** The lower 48 states: where a map with nothing else to go by looks. */
export const lower48: Bounds = { south: 24.4, west: -125, north: 49.4, east: -66.9 }

/**
 * The criteria count zoom as Google Maps does (256-pixel tiles; the server's cluster cells are 64 pixels at that
 * zoom, worker/search/map-data.ts), MapLibre with 512-pixel tiles: one level apart for the same view.
 */
const googleZoomOffset = 1

const coordinateScale = 1e5
const zoomScale = 100
const round = (value: number, scale: number) => Math.round(value * scale) / scale + 0
const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value))

/** The map view as criteria fields: corners to 5 decimals (about a metre), zoom to 2, within what the schema takes. */
export function viewCriteria(bounds: Bounds, mapLibreZoom: number) {
  return {
    lowerLeftLatitude: round(clamp(bounds.south, 90), coordinateScale),
    lowerLeftLongitude: round(clamp(bounds.west, 180), coordinateScale),
    upperRightLatitude: round(clamp(bounds.north, 90), coordinateScale),
    upperRightLongitude: round(clamp(bounds.east, 180), coordinateScale),
    mapZoomLevel: round(Math.min(22, Math.max(0, mapLibreZoom + googleZoomOffset)), zoomScale),
  } satisfies Partial<SearchCriteria>
}

/** The map view the criteria name, or null when they name none. */
export function criteriaBounds(criteria: SearchCriteria): Bounds | null {
  const { lowerLeftLatitude: south, lowerLeftLongitude: west, upperRightLatitude: north } = criteria
  const east = criteria.upperRightLongitude
  if (south === undefined || west === undefined || north === undefined || east === undefined) return null
  return { south, west, north, east }
}

/** Whether two views are the same once rounded as the criteria keep them (so a URL's view is "where we are"). */
export function sameView(a: Bounds, b: Bounds): boolean {
  const near = (x: number, y: number) => round(x, coordinateScale) === round(y, coordinateScale)
  return near(a.south, b.south) && near(a.west, b.west) && near(a.north, b.north) && near(a.east, b.east)
}

/**
 * Where a result set is seen first: the smallest view holding its points (listings, cluster centres or an area's
 * corners). A set spread wider than the lower 48 (the whole country, with Alaska and Hawaii) starts on the lower 48,
 * where nearly all of it is, rather than on a view of mostly ocean; so does a set with no points.
 */
export function startingView(points: readonly LatLng[]): Bounds {
  if (!points.length) return lower48
  const lats = points.map(([lat]) => lat)
  const lngs = points.map(([, lng]) => lng)
  const extent = {
    south: Math.min(...lats),
    west: Math.min(...lngs),
    north: Math.max(...lats),
    east: Math.max(...lngs),
  }
  return extent.east - extent.west > lower48.east - lower48.west ? lower48 : extent
}

/** Every place the data marks: each listing's point or each cluster's centre. */
export function dataPoints(data: MapData): LatLng[] {
  return [
    ...data.points.map(([, lat, lng]): LatLng => [lat, lng]),
    ...data.clusters.map(([lat, lng]): LatLng => [lat, lng]),
  ]
}

/** The place fields a map view or a drawn area replaces: any named place, and a point with its radius. */
export const noPlace = {
  ...withoutNamedPlace,
  latitude: undefined,
  longitude: undefined,
  radius: undefined,
  isNearMeSearch: undefined,
} satisfies Partial<SearchCriteria>

/** The criteria that decide which listings the map shows, as a key: a new key is a new result set to look at. */
export function resultSetKey(criteria: SearchCriteria): string {
  const {
    pageIndex: _page,
    sortOrderId: _sort,
    mapZoomLevel: _zoom,
    lowerLeftLatitude: _south,
    lowerLeftLongitude: _west,
    upperRightLatitude: _north,
    upperRightLongitude: _east,
    ...rest
  } = criteria
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)))
}

/**
 * What the map remembers of where it has been, so criteria naming a view it is already at move nothing. A search the
 * buyer's move made reaches the criteria a little later, maybe after further moves: each is recognised (and
 * forgotten) when it arrives, so the map never jumps back to a view the buyer has already left, while back and forward
 * through the history still move it.
 */
export class ViewMemory {
  private fitted: Bounds | null = null
  private searched: Bounds[] = []
  private resultSet: string | null = null

  /** The buyer's move became a search of this view. */
  search(bounds: Bounds): void {
    this.searched = [...this.searched.slice(-4), bounds]
    this.fitted = null
    this.resultSet = null
  }

  /** Whether the map must move to show the criteria's view. */
  mustFit(asked: Bounds): boolean {
    const arrived = this.searched.findIndex((bounds) => sameView(bounds, asked))
    if (arrived >= 0) {
      this.searched = this.searched.slice(arrived + 1)
      // The map is there (or has moved on from there): asked again, as when the view's results arrive, it stays.
      // Forgotten, the view was fitted afresh, and a fit stops at maxFitZoom: a buyer who zoomed closer (the
      // parcel zoom, where boundaries show) was thrown back out as soon as the results came.
      this.fitted = asked
      return false
    }
    return !this.fitted || !sameView(this.fitted, asked)
  }

  fittedTo(bounds: Bounds): void {
    this.fitted = bounds
    this.searched = []
    this.resultSet = null
  }

  /** Whether criteria naming no view are a result set the map has not yet been fitted to. */
  mustFitResults(resultSet: string): boolean {
    return this.resultSet !== resultSet
  }

  fittedToResults(resultSet: string): void {
    this.fitted = null
    this.searched = []
    this.resultSet = resultSet
  }
}
