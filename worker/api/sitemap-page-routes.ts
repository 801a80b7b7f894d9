import { Hono } from 'hono'
import {
  sitemapCountyCall,
  sitemapListingSetCall,
  sitemapStateCall,
  sitemapStatesCall,
} from '../../web/api/sitemap-pages.ts'
import type { AppEnv } from '../app-env.ts'
import type { Db } from '../db/db.ts'
import { readFeatureFlags } from '../db/feature-flags.ts'
import { popularStates } from '../db/popular-queries.ts'
import { countyBySlug } from '../sitemap-pages/county-by-slug.ts'
import { countyListingPage, stateListingSetPage } from '../sitemap-pages/listing-pages.ts'
import { statePlaces } from '../sitemap-pages/state-places.ts'
import { notFound, validate } from './validate.ts'

// The HTML sitemap's page-data calls (web/api/sitemap-pages.ts): states, a state's counties and types, and pages of
// listings. States and their counts are the footer's popular-states figures for the site, computed once per data
// version.

const stateOf = async (db: Db, siteId: number, stateId: number) =>
  (await popularStates(db, siteId)).find((state) => state.id === stateId)!

const noPage = (pageIndex: number) => `There is no page ${pageIndex + 1} of these listings.`

export const sitemapPageRoutes = new Hono<AppEnv>()
  .get(sitemapStatesCall.path, validate('param', sitemapStatesCall.params), async (c) => {
    const { siteId } = c.req.valid('param')
    const [states, featureFlags] = await Promise.all([
      popularStates(c.var.db, siteId),
      readFeatureFlags(c.var.db, siteId),
    ])
    return c.json({ pageData: { states: [...states].sort((a, b) => a.name.localeCompare(b.name)) }, featureFlags })
  })
  .get(sitemapStateCall.path, validate('param', sitemapStateCall.params), async (c) => {
    const { siteId, stateId } = c.req.valid('param')
    const [state, places, featureFlags] = await Promise.all([
      stateOf(c.var.db, siteId, stateId),
      statePlaces(c.var.db, siteId, stateId),
      readFeatureFlags(c.var.db, siteId),
    ])
    return c.json({ pageData: { state, ...places }, featureFlags })
  })
  .get(sitemapListingSetCall.path, validate('param', sitemapListingSetCall.params), async (c) => {
    const { siteId, stateId, listingSet, pageIndex } = c.req.valid('param')
    const [state, listings, featureFlags] = await Promise.all([
      stateOf(c.var.db, siteId, stateId),
      stateListingSetPage(c.var.db, siteId, stateId, listingSet, pageIndex),
      readFeatureFlags(c.var.db, siteId),
    ])
    if (!listings) return notFound(c, 'pageIndex', noPage(pageIndex))
    return c.json({ pageData: { state, listings }, featureFlags })
  })
  .get(sitemapCountyCall.path, validate('param', sitemapCountyCall.params), async (c) => {
    const { siteId, countySlug, pageIndex } = c.req.valid('param')
    const found = await countyBySlug(c.var.db, countySlug)
    if (!found) return notFound(c, 'countySlug', `No county has the URL name ${countySlug}.`)
    const { stateId, ...county } = found
    const [state, listings, featureFlags] = await Promise.all([
      stateOf(c.var.db, siteId, stateId),
      countyListingPage(c.var.db, siteId, { stateId, countyId: county.countyId }, pageIndex),
      readFeatureFlags(c.var.db, siteId),
    ])
    if (!listings) return notFound(c, 'pageIndex', noPage(pageIndex))
    return c.json({
      pageData: { state, county: { ...county, listingCount: listings.listingCount }, listings },
      featureFlags,
    })
  })
