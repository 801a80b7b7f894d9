import { useRouteContext, useRouter } from '@tanstack/react-router'
import type { DirectoryRequest } from '../api/sellers.ts'
import { useSiteLinks } from '../site/site-links.tsx'
import { DirectoryPage } from './directory-page.tsx'
import { SellerRoutePage } from './seller-page.tsx'

/** The directory at its route: the filters the URL names; a change of filters is a new URL. */
function DirectoryRoutePage(props: { filters: DirectoryRequest; memberSearch: boolean }) {
  const router = useRouter()
  const links = useSiteLinks()
  return (
    <DirectoryPage
      filters={props.filters}
      memberSearch={props.memberSearch}
      hrefOf={links.directory}
      onChange={(filters) => void router.navigate({ href: links.directory(filters) })}
    />
  )
}

/**
 * The page at a seller route (routes/seller-route.tsx): a seller's page or the broker directory, as the route's
 * beforeLoad read the URL. One chunk holds both: the main land site's /broker/ paths are either.
 */
export function SellerRoutesPage() {
  const context = useRouteContext({ strict: false }) as {
    directory?: DirectoryRequest
    memberSearch?: boolean
  }
  return context.directory ? (
    <DirectoryRoutePage filters={context.directory} memberSearch={Boolean(context.memberSearch)} />
  ) : (
    <SellerRoutePage />
  )
}
