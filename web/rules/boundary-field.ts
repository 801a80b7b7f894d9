import * as v from 'valibot'
import { parseBoundary, ringAcres, type Ring } from './boundary.ts'

// A listing's boundary as a seller's form, Manage Listings or a land feed sends it (issue 31): GeoJSON (an object or
// its text) or KML text, checked by parseBoundary, whose problem is the field's message. Empty ('' or null) is no
// boundary. What passes is a GeoJSON Polygon of the one ring: the smallest body to send on (a 200 KB KML file read
// in the browser becomes a few KB), and one this same check takes again, as the worker re-checks what the form sends.

interface BoundaryPolygon {
  type: 'Polygon'
  coordinates: [Ring]
}

const isEmpty = (input: unknown) =>
  input === null || input === undefined || (typeof input === 'string' && input.trim() === '')

export const boundaryField = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const input = dataset.value
    if (isEmpty(input)) return null
    const parsed = parseBoundary(input)
    if ('problem' in parsed) {
      addIssue({ message: parsed.problem })
      return NEVER
    }
    return { type: 'Polygon', coordinates: [parsed.ring] } as BoundaryPolygon
  }),
)

/** What a boundary being typed or picked measures: its acres, its problem, or nothing yet (left empty). */
export function boundaryReading(input: string): { acres: number } | { problem: string } | null {
  if (isEmpty(input)) return null
  const parsed = parseBoundary(input)
  return 'problem' in parsed ? parsed : { acres: ringAcres(parsed.ring) }
}
