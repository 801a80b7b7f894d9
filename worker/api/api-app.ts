import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../app-env.ts'
import { maxPhotoBytes, maxPhotosPerUpload } from '../../web/api/listing-photos.ts'
import { limitBody } from '../middleware/body-limit.ts'
import { brandMiddleware } from '../middleware/brand.ts'
import { d1Session } from '../middleware/d1-session.ts'
import { accountRoutes } from './account-routes.ts'
import { addListingRoutes } from './add-listing-routes.ts'
import { authenticateRoutes } from './authenticate-routes.ts'
import { contactRoutes } from './contact-routes.ts'
import { dashboardRoutes } from './dashboard-routes.ts'
import { editListingRoutes } from './edit-listing-routes.ts'
import { deviceRoutes } from './device-routes.ts'
import { featureFlagRoutes } from './feature-flag-routes.ts'
import { financeRoutes } from './finance-routes.ts'
import { homePageRoutes } from './home-page-routes.ts'
import { landFeedImportRoutes } from './land-feed-import-routes.ts'
import { landingPageRoutes } from './landing-page-routes.ts'
import { leadRoutes } from './lead-routes.ts'
import { leadInboxRoutes } from './lead-inbox-routes.ts'
import { listingPhotoRoutes } from './listing-photo-routes.ts'
import { listingRoutes } from './listing-routes.ts'
import { locationRoutes } from './location-routes.ts'
import { loggingRoutes } from './logging-routes.ts'
import { mailboxRoutes } from './mailbox-routes.ts'
import { manageListingRoutes } from './manage-listing-routes.ts'
import { mapBoundaryRoutes } from './map-boundary-routes.ts'
import { partnerPageRoutes } from './partner-page-routes.ts'
import { placeSuggestionRoutes } from './place-suggestion-routes.ts'
import { popularRoutes } from './popular-routes.ts'
import { searchUrlRoutes } from './search-url-routes.ts'
import { sellerRoutes } from './seller-routes.ts'
import { sitemapPageRoutes } from './sitemap-page-routes.ts'
import { savedSearchNewsRoutes } from './saved-search-news-routes.ts'
import { searchRoutes } from './search-routes.ts'
import { unsubscribeRoutes } from './unsubscribe-routes.ts'
import { badRequest, bodyIsNotJson } from './validate.ts'
import { validationRoutes } from './validation-routes.ts'

/** Larger than any request the API takes (a log line is at most 8,000 characters), photo uploads aside. */
const maxApiBodyBytes = 64 * 1024
/** A photo upload: its files at their largest, and the form around them. */
const maxUploadBodyBytes = maxPhotosPerUpload * maxPhotoBytes + 64 * 1024
const isPhotoUpload = (path: string) => /^\/api\/account\/listingphotos\/[^/]+\/upload$/.test(path)

const apiBodyLimit = limitBody({
  maxBytes: maxApiBodyBytes,
  drainBytes: 16 * maxApiBodyBytes,
  tooLarge: (c) => badRequest(c, 'body', `The request body must be at most ${maxApiBodyBytes} bytes.`),
})
const uploadBodyLimit = limitBody({
  maxBytes: maxUploadBodyBytes,
  drainBytes: maxUploadBodyBytes,
  tooLarge: (c) =>
    badRequest(c, 'photos', `An upload must be at most ${Math.floor(maxUploadBodyBytes / 1024 / 1024)} MB in all.`),
})

/**
 * The embedded API: the spec's /api/* calls answered from D1, one module of routes per resource, each serving the
 * calls its web/api/ module declares. Mounted at /api.
 */
export const apiApp = new Hono<AppEnv>()
  .use(brandMiddleware)
  .use(d1Session)
  .use((c, next) => (isPhotoUpload(c.req.path) ? uploadBodyLimit(c, next) : apiBodyLimit(c, next)))
  .route('/', featureFlagRoutes)
  .route('/', popularRoutes)
  .route('/', deviceRoutes)
  .route('/', validationRoutes)
  .route('/', loggingRoutes)
  .route('/', homePageRoutes)
  .route('/', searchRoutes)
  .route('/', landingPageRoutes)
  .route('/', searchUrlRoutes)
  .route('/', placeSuggestionRoutes)
  .route('/', leadRoutes)
  .route('/', mailboxRoutes)
  .route('/', listingRoutes)
  .route('/', locationRoutes)
  .route('/', mapBoundaryRoutes)
  .route('/', financeRoutes)
  .route('/', sellerRoutes)
  .route('/', authenticateRoutes)
  .route('/', accountRoutes)
  .route('/', manageListingRoutes)
  .route('/', leadInboxRoutes)
  .route('/', editListingRoutes)
  .route('/', addListingRoutes)
  .route('/', listingPhotoRoutes)
  .route('/', dashboardRoutes)
  .route('/', contactRoutes)
  .route('/', partnerPageRoutes)
  .route('/', landFeedImportRoutes)
  .route('/', sitemapPageRoutes)
  .route('/', unsubscribeRoutes)
  .route('/', savedSearchNewsRoutes)

// Called in-process, the sub-app answers unknown paths and errors itself, the same way the main app does.
apiApp.notFound((c) => c.json({ error: 'Not Found', path: new URL(c.req.url).pathname }, 404))
apiApp.onError((error, c) => {
  // Hono's JSON validator throws a 400 HTTPException for a body that is not JSON.
  if (error instanceof HTTPException && error.status === 400) return badRequest(c, 'body', bodyIsNotJson)
  console.error(`${c.req.method} ${c.req.url} failed`, error)
  return c.json({ error: 'Internal Server Error' }, 500)
})
