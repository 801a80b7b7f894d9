import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import type { ApiFetch } from '../../web/api/api-client.ts'
import {
  dashboardFlagsQuery,
  dashboardSummaryQuery,
  type DashboardFlags,
  type DashboardSummary,
} from '../../web/api/dashboard.ts'
import { featureFlagDescriptions } from '../../web/api/feature-flags.ts'
import { withFlagValue } from '../../web/components/dashboard/flag-switches.tsx'
import { DashboardPage } from '../../web/pages/dashboard-page.tsx'
import { ApiContext } from '../../web/site/api-context.tsx'
import { BrandContext } from '../../web/site/brand-context.tsx'
import { SiteLinksContext } from '../../web/site/site-links.tsx'

// The admin dashboard as the server renders it on the main land site, over an API that answers fixed bodies: the
// totals, the tables behind the charts, the events, the flag switches; and what anyone else is shown.

const weeks = Array.from({ length: 12 }, (_, i) => ({
  weekStart: new Date(Date.UTC(2026, 7, 31 + 7 * i)).toISOString().slice(0, 10),
  leads: i === 3 ? 0 : i * 10,
  signUps: i % 4,
}))

const summary: DashboardSummary = {
  siteId: 1,
  countedAt: '2026-11-21T15:40:38Z',
  totals: { listings: 1_234_567, activeListings: 987_654, users: 4321, leadsLast30Days: 77 },
  listingsByStatus: [
    { id: 1, label: 'Available', count: 900_000 },
    { id: 2, label: 'Under Contract', count: 87_654 },
    { id: 3, label: 'Off Market', count: 0 },
    { id: 4, label: 'Sold', count: 246_913 },
    { id: -1, label: 'Invalid', count: 0 },
  ],
  listingsByLevel: [
    { id: 3, label: 'Free', count: 500, activeCount: 400 },
    { id: 30, label: 'Signature', count: 20, activeCount: 0 },
  ],
  listingsByUpgrade: [{ id: 5, label: 'Diamond', count: 7, activeCount: 6 }],
  weeks,
  recentEvents: [
    {
      id: 11,
      logType: 3,
      logTypeName: 'Phone click',
      siteId: 2,
      listingId: 1000001,
      listingTitle: '40 Acres on the Llano',
      accountId: 10001,
      createdAt: '2026-11-21T11:12:52.000Z',
    },
    {
      id: 10,
      logType: 9,
      logTypeName: 'Seller viewed',
      siteId: 3,
      listingId: null,
      listingTitle: null,
      accountId: 10001,
      createdAt: '2026-11-20T08:05:00Z',
    },
  ],
}

const flags: DashboardFlags = {
  flags: [
    {
      name: 'savedSearchPopover',
      description: featureFlagDescriptions.savedSearchPopover,
      sites: [
        { siteId: 0, value: true, effective: true, updatedAt: '2026-11-21T00:00:00Z' },
        { siteId: 1, value: null, effective: true, updatedAt: null },
        { siteId: 2, value: null, effective: true, updatedAt: null },
        { siteId: 3, value: false, effective: false, updatedAt: '2026-11-21T00:00:00Z' },
      ],
    },
  ],
}

/** The page rendered over an API that answers `answer(path)`, with what it asked. */
async function renderDashboard(answer: (path: string) => Response) {
  const asked: string[] = []
  const api: ApiFetch = async (path) => {
    asked.push(path)
    return answer(path)
  }
  const queryClient = new QueryClient()
  await queryClient.prefetchQuery(dashboardSummaryQuery(api, brands.land.siteId))
  await queryClient.prefetchQuery(dashboardFlagsQuery(api))
  const contexts: ((child: ReactElement) => ReactElement)[] = [
    (child) => createElement(SiteLinksContext.Provider, { value: siteLinksByBrand.land }, child),
    (child) => createElement(BrandContext.Provider, { value: brands.land }, child),
    (child) => createElement(ApiContext.Provider, { value: api }, child),
    (child) => createElement(QueryClientProvider, { client: queryClient }, child),
  ]
  const html = renderToString(contexts.reduce<ReactElement>((child, wrap) => wrap(child), createElement(DashboardPage)))
  return { html: html.replace(/<!-- -->/g, ''), asked }
}

const answering = (path: string) =>
  Response.json(path === '/api/dashboard/flags' ? flags : path === '/api/dashboard/summary/1' ? summary : null)

describe('the dashboard page', () => {
  it("opens on the page's own site with the totals, the counts, the weeks and the events", async () => {
    const { html, asked } = await renderDashboard(answering)
    expect(asked).toEqual(['/api/dashboard/summary/1', '/api/dashboard/flags'])
    for (const expected of [
      '<h1',
      '987,654',
      '1,234,567',
      '4,321',
      'Leads, last 30 days',
      'Under Contract</th>',
      '246,913',
      'Signature</th>',
      'Diamond</th>',
      '2026-11-21 15:40 UTC',
      'Phone click',
      '40 Acres on the Llano',
      'none (a seller event)',
      '2026-11-21 11:12 UTC',
      'Aug 31</time>',
      'Nov 16</time>',
    ]) {
      expect(html).toContain(expected)
    }
    // The site picker: every site and each brand, the page's own chosen.
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Counts for<\/label><select id="\1"/)
    expect(html.match(/<option /g)).toHaveLength(4)
    expect(html).toMatch(/<option value="1" selected="">land<\/option>/)
    // The week table holds every week's numbers: 12 rows under its header, the week with no leads reading 0.
    const weekTable = html.slice(html.indexOf('Week of (UTC)'))
    const weekRows = weekTable.slice(0, weekTable.indexOf('</table>')).match(/<tr [^]*?<\/tr>/g)!
    expect(weekRows).toHaveLength(12)
    expect(weekRows[3]).toMatch(/Sep 21<\/time><\/th><td[^>]*>0<\/td><td[^>]*>3<\/td>/)
    // Every table has headers; every bar is hidden from screen readers (the numbers are in the table).
    expect(html.match(/<table /g)!.length).toBe(html.match(/<thead>/g)!.length)
    expect(html.match(/<td class="[^"]*" aria-hidden="true">/g)).toHaveLength(5 + 2 + 1)
    expect(html.match(/<table /g)).toHaveLength(6)
  })

  it('shows the flags as switches per site, each named, a site without its own value marked', async () => {
    const { html } = await renderDashboard(answering)
    const switches = html.match(/<input[^>]*role="switch"[^>]*>/g)!
    expect(switches).toHaveLength(4)
    expect(switches.map((input) => input.includes('checked=""'))).toEqual([true, true, true, false])
    for (const name of ['every site', 'land', 'landwatch', 'laf']) {
      expect(html).toContain(`savedSearchPopover on ${name}`)
    }
    expect(html.match(/>as every site</g)).toHaveLength(2)
  })

  it("says what each flag does, and offers a site with a value of its own to go back to every site's", async () => {
    const { html } = await renderDashboard(answering)
    expect(html).toContain(featureFlagDescriptions.savedSearchPopover.replaceAll('"', '&quot;'))
    // Only the farm-and-ranch site has a value of its own.
    const buttons = html.match(/<button[^>]*aria-label="Use every site&#x27;s savedSearchPopover on [^"]*"[^>]*>/g)!
    expect(buttons).toHaveLength(1)
    expect(buttons[0]).toContain('savedSearchPopover on laf"')
  })

  it('tells anyone but an admin to log in as one, and asks for no flags', async () => {
    const { html, asked } = await renderDashboard(() =>
      Response.json(
        { error: 'Forbidden', field: 'session', message: 'Only an administrator may do this.' },
        {
          status: 403,
        },
      ),
    )
    expect(html).toContain('Only an administrator can see the dashboard.')
    expect(html).toContain('href="/login?returnUrl=%2Fdashboard%2F&amp;title=Dashboard"')
    expect(html).not.toContain('role="switch"')
    expect(asked).toContain('/api/dashboard/summary/1')
  })

  it('says so when the counts cannot be loaded', async () => {
    const { html } = await renderDashboard((path) =>
      path === '/api/dashboard/flags' ? Response.json(flags) : new Response('oops', { status: 500 }),
    )
    expect(html).toContain('The counts could not be loaded just now.')
    expect(html).toContain('role="switch"')
  })
})

describe('a switch moved before the server answers', () => {
  const sites = (data: DashboardFlags) => data.flags[0]!.sites.map((site) => [site.value, site.effective])

  it('turning every site off turns off the sites that follow it, not one with its own value', () => {
    expect(sites(withFlagValue(flags, 'savedSearchPopover', 0, false))).toEqual([
      [false, false],
      [null, false],
      [null, false],
      [false, false],
    ])
  })

  it("a site's own value wins, and putting the old value back restores every switch", () => {
    const moved = withFlagValue(flags, 'savedSearchPopover', 3, true)
    expect(sites(moved)[3]).toEqual([true, true])
    expect(withFlagValue(moved, 'savedSearchPopover', 3, false)).toEqual(flags)
    expect(withFlagValue(flags, 'otherFlag', 0, false)).toEqual(flags)
  })
})
