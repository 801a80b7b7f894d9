import { useSuspenseQuery } from '@tanstack/react-query'
import { accountPaths } from '../../brands/account-menu.ts'
import { useLoginInfo } from '../account/use-login-info.tsx'
import { savedPropertiesQuery, savedSearchesQuery } from '../api/account.ts'
import { AccountTile } from '../components/account/account-tile.tsx'
import { headingClass, pageClass } from '../components/account/account-look.tsx'
import { countDisplay } from '../format/listing-format.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'

// /account/ (spec §2): where a logged-in person finds their saved properties and searches, their settings, and, for a
// seller or an admin, the pages only they have. The route checks the login and loads both counts first.

const counted = (count: number | undefined, one: string, many: string) =>
  count === undefined ? null : `${countDisplay(count)} ${count === 1 ? one : many}`

export function AccountPage() {
  const api = useApi()
  const brand = useBrand()
  const { userInfo } = useLoginInfo()
  const properties = useSuspenseQuery(savedPropertiesQuery(api, brand.siteId, 0)).data.data
  const searches = useSuspenseQuery(savedSearchesQuery(api, brand.siteId)).data.data
  return (
    <main data-testid="account-page" data-page-name="My Account" className={pageClass}>
      <h1 className={headingClass}>My Account</h1>
      {userInfo && (
        <p className="mb-6 mt-1 text-brand-muted" data-testid="account-person">
          {userInfo.contactName} · {userInfo.email}
        </p>
      )}
      <nav aria-label="My Account">
        <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
          <AccountTile
            href={accountPaths.savedProperties}
            title="Saved Properties"
            description={`Listings you saved with the heart on ${brand.displayName}.`}
            count={counted(properties?.totalCount, 'property', 'properties')}
            testId="account-tile-saved-properties"
          />
          <AccountTile
            href={accountPaths.savedSearches}
            title="Saved Searches"
            description="Your searches, and how often we email you their new listings."
            count={counted(searches?.savedSearches.length, 'search', 'searches')}
            testId="account-tile-saved-searches"
          />
          <AccountTile
            href={accountPaths.details}
            title="Settings"
            description="Your name, email, phone, address, newsletter and password."
            testId="account-tile-settings"
          />
          {userInfo?.isSeller && (
            <AccountTile
              href={accountPaths.manageListings}
              title="Manage Listings"
              description="Your listings, their views and leads, their price and status."
              testId="account-tile-manage-listings"
            />
          )}
          {userInfo?.isSeller && (
            <AccountTile
              href={accountPaths.leads}
              title="Leads"
              description="The buyers who wrote about your listings: read, answer and export them."
              testId="account-tile-leads"
            />
          )}
          {userInfo?.isAdmin && (
            <AccountTile
              href={accountPaths.dashboard}
              title="Dashboard"
              description="What the sites hold and how they are used, and the feature flags."
              testId="account-tile-dashboard"
            />
          )}
        </ul>
      </nav>
    </main>
  )
}
