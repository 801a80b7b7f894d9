// Lighthouse's audit details (tables, lists, nodes, checklists, network trees) as short text lines for the console.

/** The rows of an audit's details: a table's items, a list's tables flattened, a lone node or list section. */
export function detailRows(details: unknown): Record<string, unknown>[] {
  const d = details as { type?: string; items?: unknown } | undefined
  if (!d) return []
  if (d.type === 'node' || d.type === 'list-section') return [d as Record<string, unknown>]
  // A checklist (document latency): the checks that did not pass.
  if (d.type === 'checklist' && d.items && typeof d.items === 'object') {
    return Object.values(d.items as Record<string, { label?: string; value?: boolean }>).filter((c) => !c.value)
  }
  if (!Array.isArray(d.items)) return []
  if (d.type === 'list') return d.items.flatMap(detailRows)
  return d.items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
}

type Chain = { url: string; navStartToEndTime: number; transferSize: number; children?: Record<string, Chain> }

/** The network dependency tree (critical request chains) as one line per request, indented by depth. */
function describeChains(chains: Record<string, Chain>, depth = 0): string[] {
  return Object.values(chains).flatMap((chain) => [
    `${'  '.repeat(depth)}${chain.url} | ${(chain.transferSize / 1024).toFixed(1)} KB | ends at ${Math.round(chain.navStartToEndTime)} ms`,
    ...describeChains(chain.children ?? {}, depth + 1),
  ])
}

/** One line per row: the element (selector, snippet, explanation), resource, message, sizes and durations. */
function describeRow(row: Record<string, unknown>): string {
  type Node = { selector?: string; snippet?: string; explanation?: string }
  const node = (row.type === 'node' ? row : (row.node ?? row.element)) as Node | undefined
  const source = row.source as { url?: string; value?: string } | undefined
  // Messages may carry a stack: keep their first line.
  const text = (value: unknown) => (typeof value === 'string' ? value.split('\n')[0]!.slice(0, 300) : undefined)
  const num = (key: string, format: (n: number) => string) =>
    typeof row[key] === 'number' ? format(row[key] as number) : undefined
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  return [
    node?.selector,
    node?.snippet,
    node?.explanation?.replace(/\s+/g, ' '),
    text(row.url) ?? source?.url ?? source?.value ?? (row.sourceLocation as { url?: string } | undefined)?.url,
    text(row.description) ?? text(row.message),
    text(row.label) ?? text(row.groupLabel),
    num('totalBytes', (n) => `${kb(n)} transferred`),
    num('wastedBytes', (n) => `${kb(n)} unused`),
    num('wastedMs', (n) => `${Math.round(n)} ms`),
    num('startTime', (n) => `starts at ${Math.round(n)} ms`),
    num('duration', (n) => `${Math.round(n)} ms`),
    num('total', (n) => `${Math.round(n)} ms CPU`),
    num('reflowTime', (n) => `${Math.round(n)} ms reflow`),
    row.type === 'node' ? undefined : num('score', (n) => `shift ${n.toFixed(3)}`),
  ]
    .filter((part): part is string => Boolean(part))
    .join(' | ')
}

/** Up to `limit` lines describing the rows of an audit's details. */
export function describeItems(details: unknown, limit: number): string[] {
  const lines = detailRows(details)
    .flatMap((row) => {
      if (row.type !== 'list-section') return [describeRow(row)]
      const value = (row.value ?? {}) as { type?: string; chains?: Record<string, Chain>; value?: unknown }
      if (value.type === 'network-tree') return describeChains(value.chains ?? {})
      return typeof value.value === 'string' ? [`${row.title ?? ''}: ${value.value}`] : []
    })
    .filter(Boolean)
  const shown = lines.slice(0, limit)
  if (lines.length > shown.length) shown.push(`… ${lines.length - shown.length} more`)
  return shown
}
