// Areas a search can ask for by coordinates: a circle (radius around a point), a box (the map's corners) and a drawn
// polygon. In SQL each is a list of one-degree cells (listings.geo_cell, the first column of the search_geo index:
// a few seeks instead of a scan) plus an exact test of the point. Distances are on the equirectangular projection at
// the circle's centre, the seed's own flat-earth miles: no trigonometry in SQL, the cosine is worked out here.
import { milesPerDegree } from '../db/seed/geo-data.ts'
import type { LatLng } from '../../web/search/polyline.ts'
import type { SqlValues } from './sql-values.ts'

/** South-west and north-east corners; a box whose west is greater than its east crosses the antimeridian. */
export interface Box {
  south: number
  west: number
  north: number
  east: number
}

export interface Circle {
  lat: number
  lng: number
  miles: number
}

/** How many cells are sought one by one; a larger box reads its whole band of latitudes instead. */
const maxListedCells = 1500

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Degrees of longitude per mile at the latitude, capped where a mile spans the whole globe (the poles). */
const lngDegreesPerMile = (lat: number) => 1 / (milesPerDegree * Math.max(Math.cos(radians(lat)), 1e-6))

function circleBox({ lat, lng, miles }: Circle): Box {
  const dLat = miles / milesPerDegree
  const dLng = miles * lngDegreesPerMile(lat)
  if (dLng >= 180) return { south: Math.max(-90, lat - dLat), west: -180, north: Math.min(90, lat + dLat), east: 180 }
  const wrap = (value: number) => (value > 180 ? value - 360 : value < -180 ? value + 360 : value)
  return {
    south: Math.max(-90, lat - dLat),
    west: wrap(lng - dLng),
    north: Math.min(90, lat + dLat),
    east: wrap(lng + dLng),
  }
}

export function polygonBox(points: readonly LatLng[]): Box {
  const lats = points.map(([lat]) => lat)
  const lngs = points.map(([, lng]) => lng)
  return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) }
}

// The cell arithmetic of listings.geo_cell: CAST(lat + 90 AS INTEGER) * 360 + CAST(lng + 180 AS INTEGER).
const cellRow = (lat: number) => Math.trunc(lat + 90)
const cellColumn = (lng: number) => Math.trunc(lng + 180)

/** Longitude spans of the box as [west, east] pairs: two when it crosses the antimeridian. */
function lngSpans(box: Box): [number, number][] {
  return box.west <= box.east
    ? [[box.west, box.east]]
    : [
        [box.west, 180],
        [-180, box.east],
      ]
}

/** The cells of the box as SQL: a seek each in search_geo (or its band of latitudes, when there are many). */
function cellsSql(box: Box): string {
  const spans = lngSpans(box)
  const rows = cellRow(box.north) - cellRow(box.south) + 1
  const columns = spans.reduce((sum, [west, east]) => sum + cellColumn(east) - cellColumn(west) + 1, 0)
  if (rows * columns > maxListedCells)
    return `l.geo_cell BETWEEN ${cellRow(box.south) * 360} AND ${cellRow(box.north) * 360 + 360}`
  const list: number[] = []
  for (let row = cellRow(box.south); row <= cellRow(box.north); row++)
    for (const [west, east] of spans)
      for (let column = cellColumn(west); column <= cellColumn(east); column++) list.push(row * 360 + column)
  return `l.geo_cell IN (${list.join(', ')})`
}

/** SQL that keeps the listings inside the box; `seek` leads with its cells, for reading the search_geo index. */
export function boxSql(box: Box, values: SqlValues, seek: boolean): string {
  const lat = `l.lat BETWEEN ${values.bind(box.south)} AND ${values.bind(box.north)}`
  const lng = lngSpans(box)
    .map(([west, east]) => `l.lng BETWEEN ${values.bind(west)} AND ${values.bind(east)}`)
    .join(' OR ')
  return `${seek ? `${cellsSql(box)} AND ` : ''}${lat} AND (${lng})`
}

/** SQL that keeps the listings within the circle: its box, then the distance on the flat projection. */
export function circleSql(circle: Circle, values: SqlValues, seek: boolean): string {
  const dLat = `(l.lat - ${values.bind(circle.lat)})`
  const dLng = `min(abs(l.lng - ${values.bind(circle.lng)}), 360 - abs(l.lng - ${values.bind(circle.lng)}))`
  const lngScale = values.bind(1 / lngDegreesPerMile(circle.lat))
  const within = `${dLat} * ${dLat} * ${values.bind(milesPerDegree ** 2)} + ${dLng} * ${dLng} * ${lngScale} * ${lngScale} <= ${values.bind(circle.miles ** 2)}`
  return `${boxSql(circleBox(circle), values, seek)} AND ${within}`
}

/** A drawn area with up to this many corners is tested in SQL; one with more, here, on its box's candidates. */
export const maxSqlPolygonCorners = 32

/** A number written into SQL: only a finite one, from the decoded polyline, never text. */
const literal = (value: number) => {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`)
  return String(value)
}

/** SQL that keeps the listings inside the polygon (the even-odd rule of insidePolygon, each edge's slope worked out
 *  here), within its box; `seek` leads with the box's cells. */
export function polygonSql(points: readonly LatLng[], values: SqlValues, seek: boolean): string {
  const crossings = points.flatMap(([latI, lngI], i) => {
    const [latJ, lngJ] = points[(i + points.length - 1) % points.length]!
    if (latI === latJ) return []
    const slope = (lngJ - lngI) / (latJ - latI)
    const [low, high] = latI < latJ ? [latI, latJ] : [latJ, latI]
    return [
      `CASE WHEN l.lat >= ${literal(low)} AND l.lat < ${literal(high)}
         AND l.lng < ${literal(lngI)} + (l.lat - ${literal(latI)}) * ${literal(slope)} THEN 1 ELSE 0 END`,
    ]
  })
  const inside = crossings.length ? `(${crossings.join(' + ')}) % 2 = 1` : 'false'
  return `${boxSql(polygonBox(points), values, seek)} AND ${inside}`
}

/** Even-odd rule: a point is inside when a ray from it crosses the outline an odd number of times. */
export function insidePolygon(lat: number, lng: number, polygon: readonly LatLng[]): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [latI, lngI] = polygon[i]!
    const [latJ, lngJ] = polygon[j]!
    if (latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI) inside = !inside
  }
  return inside
}
