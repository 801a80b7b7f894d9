// Copies the shared US geography into the project, so a fresh clone has everything the seed and the maps need.
// Usage: npx node worker/tools/copy-geo.ts [sharedGeoDir]   (default ../shared/data/geo, relative to the repo root)
// Re-runnable: files are overwritten, and a file whose bytes did not change is left alone (no mtime churn).
// Then worker/tools/town-labels.ts makes the maps' towns from the new cities.csv (test/unit/town-labels.test.ts fails
// until it has).
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const source = resolve(repoRoot, process.argv[2] ?? '../shared/data/geo')

// CSVs feed the seed generator (and tests import them with ?raw); outlines are served as static files for maps.
const copies: readonly [from: string, to: string][] = [
  ['states.csv', 'worker/db/geo/states.csv'],
  ['counties.csv', 'worker/db/geo/counties.csv'],
  ['cities.csv', 'worker/db/geo/cities.csv'],
  ['zips.csv', 'worker/db/geo/zips.csv'],
  ['SOURCES.md', 'worker/db/geo/SOURCES.md'], // licence and field notes travel with the data
  ['states.geojson', 'public/geo/states.geojson'],
  ['counties.geojson', 'public/geo/counties.geojson'],
]

if (!existsSync(source)) {
  console.error(`copy-geo: no geography folder at ${source}; pass its path as the first argument`)
  process.exit(1)
}
for (const [from, to] of copies) {
  const src = join(source, from)
  const dest = join(repoRoot, to)
  if (!existsSync(src)) {
    console.error(`copy-geo: missing ${src}`)
    process.exit(1)
  }
  mkdirSync(dirname(dest), { recursive: true })
  const bytes = readFileSync(src)
  if (existsSync(dest) && readFileSync(dest).equals(bytes)) {
    console.log(`unchanged ${to}`)
    continue
  }
  // Write the bytes rather than copyFileSync: the shared files are read-only and the copies must stay writable.
  if (existsSync(dest)) chmodSync(dest, 0o644)
  writeFileSync(dest, bytes, { mode: 0o644 })
  console.log(`copied    ${to}`)
}
