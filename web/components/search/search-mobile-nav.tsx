import { BottomBar } from '../bottom-bar.tsx'
import { SiteLink } from '../site-link.tsx'

/**
 * The main land site's search navigation on phones (spec §2 Footer: search pages get room for the mobile nav): at the
 * foot of the window, a way back up to the filters from deep in the results and the previous and next pages, so a
 * buyer reading cards never has to scroll a long list to change the search. Hidden from md up, where the filters sit
 * beside the results' top.
 */
export function SearchMobileNav(props: {
  filtersId: string
  pageIndex: number
  pageCount: number
  hrefOf: (pageIndex: number) => string
}) {
  const { pageIndex, pageCount, hrefOf } = props
  const pageLink = 'tap-target shrink-0 rounded border border-solid border-gray-300 px-3 py-2 text-sm no-underline'
  return (
    <div className="md:hidden" data-testid="search-mobile-nav">
      <BottomBar label="Search navigation" testId="search-mobile-bar">
        <button
          type="button"
          className="tap-target min-w-0 flex-1 cursor-pointer rounded border-0 bg-brand-primary px-3 py-2 text-sm font-semibold text-white"
          onClick={() => {
            const filters = document.getElementById(props.filtersId)
            // Below 601 px the filters are a sheet, opened by the bar's one dialog button; wider, they are chips.
            const sheet = filters?.querySelector<HTMLElement>('[aria-haspopup=dialog]')
            if (sheet?.checkVisibility()) return sheet.click()
            filters?.scrollIntoView({ block: 'center' })
            filters?.querySelector<HTMLElement>('button, select, a')?.focus({ preventScroll: true })
          }}
        >
          Filters and sort
        </button>
        {pageIndex > 0 && (
          <SiteLink className={pageLink} href={hrefOf(pageIndex - 1)} rel="prev">
            Previous
          </SiteLink>
        )}
        {pageIndex + 1 < pageCount && (
          <SiteLink className={pageLink} href={hrefOf(pageIndex + 1)} rel="next">
            Next page
          </SiteLink>
        )}
      </BottomBar>
    </div>
  )
}
