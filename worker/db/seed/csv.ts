// Minimal RFC 4180 CSV reader: string in, rows out. Values stay strings, so FIPS, GEOID and ZIP keep their
// leading zeros ('01', '01001', '00601'); callers convert the numeric columns they need.

/** Parses CSV text into rows of fields. Handles quoted fields with commas, doubled quotes and CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0 // tolerate a BOM even though the sources have none
  const n = text.length
  while (i < n) {
    const ch = text[i]
    if (ch === '"' && field === '') {
      // Quoted field: read to the closing quote; "" inside is a literal quote.
      i++
      while (i < n) {
        const q = text.indexOf('"', i)
        if (q < 0) throw new Error('CSV: unterminated quoted field')
        field += text.slice(i, q)
        if (text[q + 1] === '"') {
          field += '"'
          i = q + 2
        } else {
          i = q + 1
          break
        }
      }
    } else if (ch === ',') {
      row.push(field)
      field = ''
      i++
    } else if (ch === '\n' || ch === '\r') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1
    } else {
      // Plain run up to the next delimiter, sliced in one go (much faster than char by char on 3.6 MB).
      let j = i
      while (j < n) {
        const c = text.charCodeAt(j)
        if (c === 44 || c === 10 || c === 13) break
        j++
      }
      field += text.slice(i, j)
      i = j
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

/** Parses CSV with a header row into objects keyed by the header names. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text)
  if (!header) return []
  return rows
    .filter((r) => r.length > 1 || r[0] !== '')
    .map((r) => {
      const record: Record<string, string> = {}
      header.forEach((name, i) => {
        record[name] = r[i] ?? ''
      })
      return record
    })
}
