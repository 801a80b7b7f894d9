import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { allSitesId } from '../../../brands/site-ids.ts'
import { sendAccountCall } from '../../api/account-call.ts'
import type { CallResult } from '../../api/api-call.ts'
import { dashboardFlagsQuery, setDashboardFlagCall, type DashboardFlags } from '../../api/dashboard.ts'
import type { FeatureFlag } from '../../api/feature-flags.ts'
import { useLoginInfo } from '../../account/use-login-info.tsx'
import { useApi } from '../../site/api-context.tsx'
import { siteName } from './dashboard-format.ts'
import { ScrollBox } from './scroll-box.tsx'

// The feature flags as switches, one per flag and site, each flag with what it does. A switch moves at once (the
// cache is changed before the call); when the server refuses or the call fails it moves back and the reason is shown.
// A site with a value of its own can go back to following every site's.

/** The flags with one site's own value of one flag changed (null: none), and what is in effect recomputed. */
export function withFlagValue(data: DashboardFlags, name: string, siteId: number, value: boolean | null) {
  return {
    flags: data.flags.map((flag) => {
      if (flag.name !== name) return flag
      const sites = flag.sites.map((site) => (site.siteId === siteId ? { ...site, value } : site))
      const everySite = sites.find((site) => site.siteId === allSitesId)?.value ?? false
      return { ...flag, sites: sites.map((site) => ({ ...site, effective: site.value ?? everySite })) }
    }),
  }
}

const failedMessage = (status: number) =>
  status === 401 ? 'Your session has ended. Log in again.' : 'The change could not be saved. Please try again.'

export function FlagSwitches() {
  const api = useApi()
  const { csrfToken } = useLoginInfo()
  const queryClient = useQueryClient()
  const query = dashboardFlagsQuery(api)
  const result = useSuspenseQuery(query).data
  const headingId = useId()
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set())

  async function flip(name: FeatureFlag, siteId: number, value: boolean | null, before: boolean | null) {
    const key = `${name}:${siteId}`
    const change = (to: boolean | null) =>
      queryClient.setQueryData<CallResult<DashboardFlags>>(query.queryKey, (old) =>
        old?.data ? { status: 200, data: withFlagValue(old.data, name, siteId, to) } : old,
      )
    setError(null)
    setSaving((keys) => new Set(keys).add(key))
    change(value)
    const answer = await sendAccountCall(api, setDashboardFlagCall, { siteId }, { name, value }, csrfToken)
    setSaving((keys) => new Set([...keys].filter((other) => other !== key)))
    if (answer.kind === 'done') {
      queryClient.setQueryData<CallResult<DashboardFlags>>(query.queryKey, { status: 200, data: answer.data })
      return
    }
    change(before)
    const why = answer.kind === 'refused' ? answer.message : failedMessage(answer.status)
    setError(`${name} on ${siteName(siteId).toLowerCase()} was not changed: ${why}`)
  }

  const flags = result.data?.flags
  const siteIds = flags?.[0]?.sites.map((site) => site.siteId) ?? []
  return (
    <section aria-labelledby={headingId} data-testid="dashboard-flags">
      <h2 id={headingId} className="m-0 mb-1 text-lg font-bold">
        Feature flags
      </h2>
      <p className="m-0 mb-2 text-sm text-brand-muted">
        A site's own setting wins over every site's; a site without one follows every site.
      </p>
      <p role="alert" className="m-0 mb-2 text-sm font-semibold text-red-800 empty:hidden">
        {error}
      </p>
      {!flags ? (
        <p role="status">The flags could not be loaded just now.</p>
      ) : flags.length === 0 ? (
        <p role="status">No feature flags yet.</p>
      ) : (
        <ScrollBox labelledBy={headingId}>
          <table aria-labelledby={headingId} className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-gray-300 text-left">
                <th scope="col" className="py-1 pr-3">
                  Flag
                </th>
                {siteIds.map((siteId) => (
                  <th key={siteId} scope="col" className="py-1 pr-3 text-center">
                    {siteName(siteId)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {flags.map((flag) => (
                <tr key={flag.name} className="border-b border-gray-200">
                  <th scope="row" className="max-w-xs py-2 pr-3 text-left font-normal">
                    <code>{flag.name}</code>
                    <span className="block text-xs text-brand-muted">{flag.description}</span>
                  </th>
                  {flag.sites.map((site) => (
                    <td key={site.siteId} className="py-2 pr-3 text-center">
                      <label className="inline-flex flex-col items-center gap-0.5">
                        <input
                          type="checkbox"
                          role="switch"
                          aria-checked={site.effective}
                          checked={site.effective}
                          aria-busy={saving.has(`${flag.name}:${site.siteId}`) || undefined}
                          onChange={(event) => void flip(flag.name, site.siteId, event.target.checked, site.value)}
                          className="m-0 h-6 w-6 cursor-pointer accent-brand-primary"
                        />
                        <span className="sr-only">
                          {flag.name} on {siteName(site.siteId).toLowerCase()}
                        </span>
                        {site.siteId !== allSitesId && site.value === null && (
                          <span className="whitespace-nowrap text-xs text-brand-muted">as every site</span>
                        )}
                      </label>
                      {site.siteId !== allSitesId && site.value !== null && (
                        <button
                          type="button"
                          onClick={() => void flip(flag.name, site.siteId, null, site.value)}
                          aria-label={`Use every site's ${flag.name} on ${siteName(site.siteId).toLowerCase()}`}
                          className="tap-target block cursor-pointer whitespace-nowrap border-0 bg-transparent p-1 text-xs text-brand-primary underline"
                        >
                          Use every site's
                        </button>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  )
}
