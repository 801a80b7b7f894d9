import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { farTownsLastZoom } from '../../web/components/search/map-style.ts'
import { townFiles, townLabels } from '../../worker/tools/town-labels.ts'

// The towns the offline base map names are generated from worker/db/geo/cities.csv and committed (a clone has no
// ../shared): the committed files must be what the tool writes today, and what it writes must make a sane map.

interface TownFeature {
  geometry: { type: 'Point'; coordinates: [number, number] }
  properties: { name: string; population: number; fromZoom: number }
}

const committed = { far: readFileSync(townFiles.far, 'utf8'), all: readFileSync(townFiles.all, 'utf8') }
const towns = (text: string) => (JSON.parse(text) as { features: TownFeature[] }).features
const all = towns(committed.all)
const far = towns(committed.far)

/** Web Mercator pixels between two towns at `zoom` (512 px tiles, as maplibre draws). */
function pixelsApart(a: TownFeature, b: TownFeature, zoom: number): number {
  const point = ({
    geometry: {
      coordinates: [lng, lat],
    },
  }: TownFeature) => {
    const size = 512 * 2 ** zoom
    const y = Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))
    return { x: ((lng + 180) / 360) * size, y: ((1 - y / Math.PI) / 2) * size }
  }
  const [p, q] = [point(a), point(b)]
  return Math.hypot(p.x - q.x, p.y - q.y)
}

describe('the town labels of the offline map', () => {
  it('are committed as the tool writes them from the committed cities.csv', () => {
    const written = townLabels(readFileSync(townFiles.cities, 'utf8'))
    // Compared by length first: a failure then names the file rather than printing a megabyte.
    expect(committed.far.length).toBe(written.far.length)
    expect(committed.all.length).toBe(written.all.length)
    expect(committed.far === written.far, 'public/geo/towns-far.geojson: run worker/tools/town-labels.ts').toBe(true)
    expect(committed.all === written.all, 'public/geo/towns.geojson: run worker/tools/town-labels.ts').toBe(true)
  })

  it('name thousands of US towns, each with a population and the zoom it shows from, in small files', () => {
    expect(all.length).toBeGreaterThan(5_000)
    const insane = all.filter(
      ({
        geometry: {
          coordinates: [lng, lat],
        },
        properties: town,
      }) => {
        // From Puerto Rico, the southernmost, to Alaska's north coast.
        const inTheUs = lat > 17 && lat < 72 && Math.abs(lng) <= 180
        const zoomed = Number.isInteger(town.fromZoom) && town.fromZoom >= 3 && town.fromZoom <= 9
        return !inTheUs || !zoomed || !town.name || !Number.isInteger(town.population) || town.population < 0
      },
    )
    expect(insane).toEqual([])
    // What the browser downloads: towns-far with every first view, towns.geojson once the map comes near.
    expect(committed.far.length).toBeLessThan(64 * 1024)
    expect(committed.all.length).toBeLessThan(1.5 * 1024 * 1024)
  })

  it('show the biggest first: the largest cities from the country view, towns-far holding every town to its zoom', () => {
    const fromZoom = (name: string) => all.find((town) => town.properties.name === name)?.properties.fromZoom
    expect(['New York', 'Los Angeles', 'Chicago', 'Houston'].map(fromZoom)).toEqual([3, 3, 3, 3])
    expect(far).toEqual(all.filter((town) => town.properties.fromZoom <= farTownsLastZoom))
  })

  it('never name a town too near a bigger one at the zoom it shows from', () => {
    // Checked on towns-far (every pair); the tool places the rest the same way.
    for (const town of far)
      for (const bigger of far.filter((other) => other.properties.population > town.properties.population))
        expect(pixelsApart(town, bigger, town.properties.fromZoom), town.properties.name).toBeGreaterThan(120)
  })
})
