import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import { usStates } from '../../web/rules/us-states.ts'

// Search URLs name states from a static table; the worker's states come from the Census file. They must agree.

const csv = readFileSync(join(import.meta.dirname, '../../worker/db/geo/states.csv'), 'utf8')
const [header = '', ...rows] = csv.trim().split('\n')
const column = (name: string) => header.split(',').indexOf(name)

describe('the static state table', () => {
  it('is the 50 states, DC and Puerto Rico of worker/db/geo/states.csv: FIPS id, abbreviation and name', () => {
    const fromCsv = rows.map((row) => {
      const cells = row.split(',')
      return { id: Number(cells[column('fips')]), abbreviation: cells[column('abbr')], name: cells[column('name')] }
    })
    expect(usStates).toEqual(fromCsv)
    expect(usStates).toHaveLength(52)
  })

  it.each(usStates.map((state) => [state.name, state] as const))('%s reads back from every brand’s URL', (_, state) => {
    for (const codec of Object.values(searchUrlCodecs)) {
      for (const given of [
        { stateId: state.id },
        { stateAbbreviation: state.abbreviation },
        { stateName: state.name },
      ]) {
        const url = codec.build(given)
        expect(codec.parse(url), url).toEqual({
          stateId: state.id,
          stateName: state.name,
          stateAbbreviation: state.abbreviation,
        })
      }
    }
  })
})
