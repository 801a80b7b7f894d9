// A table for the terminal and for a note: Markdown's pipe table, columns padded to line up, columns of numbers to the right.

export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)))
  const numeric = header.map((_, i) => rows.length > 0 && rows.every((row) => /^\d/.test(row[i] ?? '')))
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`
  const rule = `|${widths.map((width, i) => (numeric[i] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

export const count = (n: number) => n.toLocaleString('en-US')

/** The value at fraction `p` (0.5, 0.99) of the values, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0
}
