import { SiteLink } from '../site-link.tsx'

/** Page numbers shown around the current one: the first, the last, and two either side. */
function pageWindow(current: number, count: number): (number | 'gap')[] {
  const pages = new Set([0, count - 1])
  for (let page = current - 2; page <= current + 2; page++) if (page >= 0 && page < count) pages.add(page)
  const sorted = [...pages].sort((a, b) => a - b)
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1]! > 1 ? ['gap' as const, page] : [page]))
}

/** Search pagination (a lazily loaded area in the spec): real links, so pages work before the script and for crawlers. */
export function SearchPagination(props: {
  pageIndex: number
  pageCount: number
  hrefOf: (pageIndex: number) => string
}) {
  if (props.pageCount <= 1) return null
  const { hrefOf } = props
  const { pageIndex, pageCount } = props
  const cell = 'tap-target rounded border border-gray-300 px-3 py-1 no-underline'
  return (
    <nav aria-label="Pages of results" className="mt-6">
      <ul className="m-0 flex list-none flex-wrap items-center justify-center gap-1 p-0 text-sm">
        {pageIndex > 0 && (
          <li>
            <SiteLink className={cell} href={hrefOf(pageIndex - 1)} rel="prev">
              Previous
            </SiteLink>
          </li>
        )}
        {pageWindow(pageIndex, pageCount).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap${index}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={page}>
              <SiteLink
                className={`${cell} ${page === pageIndex ? 'bg-brand-primary text-white' : ''}`}
                href={hrefOf(page)}
                aria-current={page === pageIndex ? 'page' : undefined}
                aria-label={`Page ${page + 1}`}
              >
                {page + 1}
              </SiteLink>
            </li>
          ),
        )}
        {pageIndex < pageCount - 1 && (
          <li>
            <SiteLink className={cell} href={hrefOf(pageIndex + 1)} rel="next">
              Next
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  )
}
