// The towns the offline base map names (web/components/search/map-style.ts), derived from the project's own
// worker/db/geo/cities.csv and committed as public/geo/towns-far.geojson and public/geo/towns.geojson, so a clone
// without ../shared has them. Run after copy-geo.ts brings a new cities.csv:
//   npx node worker/tools/town-labels.ts
// test/unit/town-labels.test.ts fails when the committed files differ from what this writes.
//
// Each town gets the zoom it is named from: the zoom at which its nearest bigger town is `labelSpacing` pixels away.
// The biggest towns show first and a town never crowds a bigger one, wherever it is: Junction (2,500 people, alone
// in west Texas) is named from zoom 7, Plano (290,000, beside Dallas) from zoom 9. Towns that would first show past
// `lastZoom` are left out, which keeps the files small (a county fills a listing's map at about zoom 9; nearer, the
// map names the towns it has).
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { farTownsLastZoom } from '../../web/components/search/map-style.ts'
import { parseCsvRecords } from '../db/seed/csv.ts'

/** Pixels between a town and the nearest bigger one at the zoom it is first named. */
const labelSpacing = 128
/** The country view: the towns named here are each the biggest far around (New York, Chicago, Seattle, Anchorage…). */
const firstZoom = 3
const lastZoom = 9
/** The map's world is 512 px wide at zoom 0 (maplibre's tile size). */
const worldPixels = 512

interface Town {
  name: string
  lat: number
  lng: number
  /** Census 2021 estimate; 0 for a census-designated place, which the data counts no population for. */
  population: number
  landSqMi: number
  id: string
  /** Web Mercator pixels at zoom 0. */
  x: number
  y: number
}

const mercatorY = (lat: number) =>
  ((1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2) * worldPixels

/**
 * Bigger first. Census-designated places have no count: they come after every counted town, the largest area first,
 * so an unincorporated place (Hawaii has nothing else; so do parts of Nevada and Virginia) is named where no counted
 * town is near, and never in place of one.
 */
const byImportance = (a: Town, b: Town) =>
  b.population - a.population || b.landSqMi - a.landSqMi || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

function townsOf(citiesCsv: string): Town[] {
  return parseCsvRecords(citiesCsv)
    .map((r) => ({
      name: r.name ?? '',
      lat: Number(r.lat),
      lng: Number(r.lng),
      population: Number(r.population || 0),
      landSqMi: Number(r.land_sq_mi || 0),
      id: `${r.state_fips}:${r.geoid || r.name}`,
      x: ((Number(r.lng) + 180) / 360) * worldPixels,
      y: mercatorY(Number(r.lat)),
    }))
    .sort(byImportance)
}

/** Zoom-0 pixels between two towns, the short way round (the Aleutians cross the antimeridian). */
function distance(a: Town, b: Town): number {
  const dx = Math.abs(a.x - b.x)
  return Math.hypot(Math.min(dx, worldPixels - dx), a.y - b.y)
}

/** Each town's first zoom, or undefined past lastZoom, from the towns already placed (all bigger) in a grid. */
function firstZooms(towns: Town[]): (number | undefined)[] {
  // Farther than this from every bigger town, a town shows from firstZoom: no need to look farther.
  const reach = labelSpacing / 2 ** firstZoom
  const cellSize = reach / 8
  const columns = Math.ceil(worldPixels / cellSize)
  const cells = new Map<number, Town[]>()
  const cellKey = (column: number, row: number) => row * columns + ((column + columns) % columns)
  return towns.map((town) => {
    const column = Math.floor(town.x / cellSize)
    const row = Math.floor(town.y / cellSize)
    // Rings of cells outwards, until the next ring cannot hold anything nearer than what was found.
    let nearest = Infinity
    for (let ring = 0; (ring - 1) * cellSize < Math.min(nearest, reach); ring++)
      for (let dc = -ring; dc <= ring; dc++)
        for (let dr = -ring; dr <= ring; dr++) {
          if (Math.max(Math.abs(dc), Math.abs(dr)) !== ring) continue
          for (const bigger of cells.get(cellKey(column + dc, row + dr)) ?? [])
            nearest = Math.min(nearest, distance(town, bigger))
        }
    const key = cellKey(column, row)
    const cell = cells.get(key)
    if (cell) cell.push(town)
    else cells.set(key, [town])
    if (nearest >= reach) return firstZoom
    // A place on top of a bigger one (a town and its township) is never named.
    const zoom = nearest === 0 ? Infinity : Math.max(firstZoom, Math.ceil(Math.log2(labelSpacing / nearest)))
    return zoom <= lastZoom ? zoom : undefined
  })
}

/** One feature per line, so a new cities.csv shows in a diff as the towns it changes. */
function featureCollection(towns: { town: Town; fromZoom: number }[]): string {
  const lines = towns.map(({ town, fromZoom }) =>
    JSON.stringify({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [round(town.lng), round(town.lat)] },
      properties: { name: town.name, population: town.population, fromZoom },
    }),
  )
  return `{"type":"FeatureCollection","features":[\n${lines.join(',\n')}\n]}\n`
}

/** Three decimals: about 100 m, nothing a label needs more of. */
const round = (degrees: number) => Number(degrees.toFixed(3))

/** The two files' text: the towns named up to farTownsLastZoom, and every named town. */
export function townLabels(citiesCsv: string): { far: string; all: string } {
  const towns = townsOf(citiesCsv)
  const zooms = firstZooms(towns)
  const named = towns.flatMap((town, i) => {
    const fromZoom = zooms[i]
    return fromZoom === undefined ? [] : [{ town, fromZoom }]
  })
  return {
    far: featureCollection(named.filter(({ fromZoom }) => fromZoom <= farTownsLastZoom)),
    all: featureCollection(named),
  }
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const townFiles = {
  cities: resolve(repoRoot, 'worker/db/geo/cities.csv'),
  far: resolve(repoRoot, 'public/geo/towns-far.geojson'),
  all: resolve(repoRoot, 'public/geo/towns.geojson'),
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { far, all } = townLabels(readFileSync(townFiles.cities, 'utf8'))
  writeFileSync(townFiles.far, far)
  writeFileSync(townFiles.all, all)
  console.log(`wrote ${townFiles.far} (${far.length} bytes) and ${townFiles.all} (${all.length} bytes)`)
}
