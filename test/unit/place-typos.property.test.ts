import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { typoDistance, typosAllowed } from '../../worker/db/place-typos.ts'

// Typing mistakes between what a buyer typed and the start of a place's name (worker/db/place-typos.ts).

const name = fc.stringMatching(/^[a-z][a-z ]{3,20}$/)

describe('typing mistakes to the start of a name', () => {
  it.each([
    ['montanna', 'montana', 1],
    ['bozman', 'bozeman', 1],
    ['texsa', 'texas', 1],
    ['montan', 'montana', 0],
    ['montn', 'montana', 1],
    ['travs', 'travis', 1],
    ['missourri', 'missouri', 1],
    ['missisipi', 'mississippi', 2],
    ['austin', 'boston', 3],
  ])('%s → %s: %i', (typed, placeName, mistakes) => {
    expect(typoDistance(typed, placeName)).toBe(mistakes)
  })

  it('is 0 for any start of the name, and 1 for one letter dropped, added, changed or two swapped', () => {
    fc.assert(
      fc.property(name, fc.nat(), fc.constantFrom('drop', 'add', 'change', 'swap'), (placeName, at, mistake) => {
        const i = 1 + (at % (placeName.length - 2))
        expect(typoDistance(placeName.slice(0, i + 1), placeName)).toBe(0)
        const typed = {
          drop: placeName.slice(0, i) + placeName.slice(i + 1),
          add: `${placeName.slice(0, i)}q${placeName.slice(i)}`,
          change: `${placeName.slice(0, i)}${placeName[i] === 'q' ? 'z' : 'q'}${placeName.slice(i + 1)}`,
          swap: placeName.slice(0, i) + placeName[i + 1] + placeName[i] + placeName.slice(i + 2),
        }[mistake]
        expect(typoDistance(typed, placeName)).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('forgives nothing under five letters, one mistake up to eight, two from nine', () => {
    expect([4, 5, 8, 9, 20].map((n) => typosAllowed('x'.repeat(n)))).toEqual([0, 1, 1, 2, 2])
  })
})
