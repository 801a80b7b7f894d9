// How far what a buyer typed is from a place's name, in typing mistakes: a letter left out, one too many, a wrong one,
// or two swapped ('Montanna', 'Bozman', 'Txeas'). A name may be half typed, so the distance is to the nearest start of
// the name: 'montan' is 0 from 'montana', 'montn' 1.

/** Mistakes forgiven: none in a few letters (too many names are one letter from them), then one, then two. */
export function typosAllowed(typed: string): number {
  return typed.length < 5 ? 0 : typed.length < 9 ? 1 : 2
}

/** The fewest mistakes that turn the typed text into a start of the name (optimal string alignment distance). */
export function typoDistance(typed: string, name: string): number {
  // rows[i][j]: mistakes between the first i letters typed and the first j of the name.
  const rows: number[][] = [Array.from({ length: name.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= typed.length; i++) {
    const row = [i]
    for (let j = 1; j <= name.length; j++) {
      const same = typed[i - 1] === name[j - 1] ? 0 : 1
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + same)
      if (i > 1 && j > 1 && typed[i - 1] === name[j - 2] && typed[i - 2] === name[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1)
      row.push(best)
    }
    rows.push(row)
  }
  return Math.min(...rows[typed.length]!)
}
