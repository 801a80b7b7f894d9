import { accountPaths } from '../../brands/account-menu.ts'
import type { BrandConfig } from '../../brands/brand-config.ts'
import { loginPath } from '../../routes/links/url-name.ts'

// robots.txt of a brand: crawlers read every page a visitor can find (search, listing, seller, content pages), not
// a person's account pages, the admin dashboard, the API the pages call, or the login and password-reset pages;
// and they find every page through the brand's sitemap index.

/** Paths no crawler needs: each is a prefix, as robots.txt reads a Disallow line. */
const privatePaths = [
  accountPaths.overview,
  accountPaths.dashboard,
  '/api/',
  loginPath(),
  // The password-reset links of routes/account-routes.tsx (/reset/{resetKey}): one-time keys, never for an index.
  '/reset/',
]

export function robotsTxt(brand: BrandConfig, origin: string): string {
  return [
    `# ${brand.displayName}: every listing, place, seller and content page is listed in the sitemap below.`,
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
