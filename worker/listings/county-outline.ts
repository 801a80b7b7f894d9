// County outlines from the GeoJSON the site already ships for its map (public/geo/counties.geojson, a static asset).
// The worker reads it through the ASSETS binding once per isolate and keeps the features by id, so an outline costs a
// Map lookup after the first request. The feature ids are county FIPS codes as numbers, the ids of the counties table
// (worker/db/seed/geo-data.ts numbers both from the Census GEOID), so a listing's countyId finds its outline.
import type { CountyGeometry, CountyOutline } from '../../web/api/county-outline.ts'

/** Where the client build puts public/geo/counties.geojson; the binding answers any host, only the path counts. */
const countiesUrl = 'http://assets/geo/counties.geojson'

interface CountyFeature {
  id: number
  properties: { name: string }
  geometry: CountyGeometry
}

let outlinesById: Promise<Map<number, CountyOutline>> | null = null

async function readOutlines(assets: Fetcher): Promise<Map<number, CountyOutline>> {
  const response = await assets.fetch(new Request(countiesUrl))
  if (!response.ok) throw new Error(`county outlines: ${countiesUrl} answered ${response.status}`)
  const { features } = await response.json<{ features: CountyFeature[] }>()
  return new Map(
    features.map((feature) => [
      feature.id,
      { countyId: feature.id, name: feature.properties.name, geometry: feature.geometry },
    ]),
  )
}

/** The county's outline, or null when there is no county of that id. */
export async function countyOutlineOf(assets: Fetcher, countyId: number): Promise<CountyOutline | null> {
  outlinesById ??= readOutlines(assets).catch((error: unknown) => {
    // A failed read is not kept: the next request tries again.
    outlinesById = null
    throw error
  })
  return (await outlinesById).get(countyId) ?? null
}
