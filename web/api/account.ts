import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { accountDetailsForm, favouriteAlertChoices, passwordChangeForm, phoneTypes } from '../rules/account-forms.ts'
import { savedSearchChange, savedSearchForm, savedSearchNotify } from '../rules/saved-search-form.ts'
import { searchCriteria } from '../search/search-criteria.ts'
import { apiCall, getCall } from './api-call.ts'
import type { ApiFetch } from './api-client.ts'
import { searchListing } from './search-listing.ts'
import { brandSiteIdParam } from './site-id.ts'

// The logged-in person's account (spec §2 /account/…, §6 logged-in user): settings, password, saved searches, saved
// properties and the heart on a listing. Every call needs a session (401 otherwise); every POST also needs the
// session's CSRF token (web/api/account-call.ts sendAccountCall sends it). Served by worker/api/account-routes.ts.
// Saved things belong to the site they were saved on: the paths carry its id.

const wholeId = (field: string) =>
  v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,9}$/, `${field} must be an id (a whole number of 1 or more)`),
    v.transform(Number),
  )

/** The User fields a person changes in the settings (spec §3), plus what they see but cannot change. */
export const accountDetails = v.object({
  contactName: v.string(),
  email: v.string(),
  phone: v.string(),
  phoneType: v.picklist(phoneTypes),
  mailingAddress1: v.string(),
  mailingAddress2: v.string(),
  billingAddress1: v.string(),
  billingAddress2: v.string(),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  newsletter: v.boolean(),
  sendSavedPropertyConfirmation: v.boolean(),
  /** Alerts about hearted listings: instant, daily or off (worker/alerts/favourite-alerts.ts). */
  favouriteAlerts: v.picklist(favouriteAlertChoices),
  /** Spec §6 account type (1 standard buyer). */
  type: v.number(),
  isSeller: v.boolean(),
  createdAt: v.string(),
})
export type AccountDetails = v.InferOutput<typeof accountDetails>

/** GET /api/account/details: the settings page's fields. */
export const accountDetailsCall = apiCall({
  method: 'GET',
  path: '/account/details',
  response: accountDetails,
  access: 'user',
})

/** The settings as saved, and where a confirmation link went when the email is to change. */
export const savedAccountDetails = v.object({
  ...accountDetails.entries,
  /**
   * The new address the person asked for, to which a confirmation link was sent; null when the email did not change.
   * The email above stays the old one until the link is opened. The same answer whether or not another account has
   * the address (that account's owner is mailed instead), so the settings tell nobody who has an account.
   */
  confirmationSentTo: v.nullable(v.string()),
})
export type SavedAccountDetails = v.InferOutput<typeof savedAccountDetails>

/**
 * POST /api/account/details: saves the settings. A new email also needs the current password (400 on currentPassword
 * without it or when it is wrong: nothing is saved) and is not switched here: the answer says where the confirmation
 * link went (confirmEmailChangeCall switches it). 429 past the email change limits.
 */
export const saveAccountDetailsCall = apiCall({
  method: 'POST',
  path: '/account/details',
  body: accountDetailsForm,
  response: savedAccountDetails,
  access: 'user',
  // The examples of 'user' calls are the seed's seller's (worker/db/seed/users.ts seedLogins.seller), whom the
  // harness logs in as (test/harness/api-examples.ts).
  example: {
    body: {
      contactName: 'Sam Seller',
      email: 'seller@land.localhost',
      phone: '512-555-0142',
      phoneType: 'mobile',
      mailingAddress1: '100 Congress Ave',
      mailingAddress2: '',
      billingAddress1: '',
      billingAddress2: '',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      newsletter: true,
      sendSavedPropertyConfirmation: true,
      favouriteAlerts: 'instant',
    },
  },
})

/** POST /api/account/password: a new password, proved by the current one; every other session is closed. */
export const changePasswordCall = apiCall({
  method: 'POST',
  path: '/account/password',
  body: passwordChangeForm,
  response: v.object({ changed: v.literal(true) }),
  access: 'user',
  example: {
    // The password it has: the example proves the call without locking the seed's seller out.
    body: {
      currentPassword: 'seller-password-1',
      password: 'seller-password-1',
      confirmPassword: 'seller-password-1',
    },
  },
})

/** The query parameter of the settings page's address that carries an email change's key (the link in the mail). */
export const emailConfirmParameter = 'confirmEmail'

/**
 * POST /api/account/email/{confirmKey}: the link mailed to a new address, opened by the person logged in: switches
 * the login email to it when the key is theirs, unused and under a day old and no other account took the address
 * meanwhile; closes their other sessions and mails the old address. 400 on confirmKey otherwise.
 */
export const confirmEmailChangeCall = apiCall({
  method: 'POST',
  path: '/account/email/:confirmKey',
  params: v.object({
    confirmKey: v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{43}$/, 'confirmKey must be the 43-character key from the mail'),
    ),
  }),
  response: v.object({ email: v.string() }),
  access: 'user',
  // No mail's key can be written here: the example's is unknown, and refused.
  example: { params: { confirmKey: 'A'.repeat(43) }, status: 400 },
})

export const savedSearch = v.object({
  id: v.number(),
  siteId: v.number(),
  name: v.string(),
  description: v.string(),
  notify: v.picklist(savedSearchNotify),
  criteria: searchCriteria,
  /** The search's address on its site (the brand's codec built it from the criteria). */
  path: v.string(),
  /** False when paused: it mails nothing. */
  active: v.boolean(),
  lastNotifiedAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
})
export type SavedSearch = v.InferOutput<typeof savedSearch>

const siteParams = v.object({ siteId: brandSiteIdParam })
const savedSearchParams = v.object({ siteId: brandSiteIdParam, id: wholeId('id') })

/** GET /api/account/savedsearches/{siteId}: the person's saved searches on the site, newest first. */
export const savedSearchesCall = apiCall({
  method: 'GET',
  path: '/account/savedsearches/:siteId',
  params: siteParams,
  response: v.object({
    savedSearches: v.array(savedSearch),
    /** The most one person keeps on a site. */
    limit: v.number(),
  }),
  access: 'user',
  example: { params: { siteId: '1' } },
})

/** POST /api/account/savedsearches/{siteId}: saves a search; 400 past the limit or for a place that does not exist. */
export const createSavedSearchCall = apiCall({
  method: 'POST',
  path: '/account/savedsearches/:siteId',
  params: siteParams,
  body: savedSearchForm,
  response: savedSearch,
  access: 'user',
  example: {
    params: { siteId: '1' },
    body: {
      name: 'Ranches in Texas',
      notify: 'Daily',
      criteria: { stateAbbreviation: 'TX', propertyTypes: ['ranch'] },
    },
  },
})

/** POST /api/account/savedsearches/{siteId}/{id}: renames it, changes how often it mails, pauses or resumes it. */
export const updateSavedSearchCall = apiCall({
  method: 'POST',
  path: '/account/savedsearches/:siteId/:id',
  params: savedSearchParams,
  body: savedSearchChange,
  response: savedSearch,
  access: 'user',
  example: { params: { siteId: '1', id: '1' }, body: { notify: 'Instant' } },
})

/** POST /api/account/savedsearches/{siteId}/{id}/delete */
export const deleteSavedSearchCall = apiCall({
  method: 'POST',
  path: '/account/savedsearches/:siteId/:id/delete',
  params: savedSearchParams,
  response: v.object({ deleted: v.literal(true), id: v.number() }),
  access: 'user',
  example: { params: { siteId: '1', id: '1' } },
})

/** Saved listings per page of the saved-properties page. */
export const savedPropertiesPageSize = 24

/** A saved listing as a result card shows it, and when it was saved. Off market and sold ones stay, with status. */
export const savedProperty = v.object({ ...searchListing.entries, savedAt: v.string() })
export type SavedProperty = v.InferOutput<typeof savedProperty>

export const savedProperties = v.object({
  totalCount: v.number(),
  pageIndex: v.number(),
  pageSize: v.number(),
  pageCount: v.number(),
  /** Newest saved first. */
  listings: v.array(savedProperty),
})
export type SavedProperties = v.InferOutput<typeof savedProperties>

/** GET /api/account/savedproperties/{siteId}/{pageIndex}: one page of the listings the person saved on the site. */
export const savedPropertiesCall = apiCall({
  method: 'GET',
  path: '/account/savedproperties/:siteId/:pageIndex',
  params: v.object({
    siteId: brandSiteIdParam,
    pageIndex: v.pipe(
      v.string(),
      v.regex(/^(0|[1-9]\d{0,3})$/, 'pageIndex must be a whole number from 0 to 9999'),
      v.transform(Number),
    ),
  }),
  response: savedProperties,
  access: 'user',
  example: { params: { siteId: '1', pageIndex: '0' } },
})

/** POST /api/account/like/{siteId}/{listingId}: the heart (spec §4). Liking twice or unliking twice changes nothing. */
export const likeCall = apiCall({
  method: 'POST',
  path: '/account/like/:siteId/:listingId',
  params: v.object({ siteId: brandSiteIdParam, listingId: wholeId('listingId') }),
  body: v.object({ liked: v.boolean('liked must be true or false') }),
  response: v.object({
    listingId: v.number(),
    liked: v.boolean(),
    /** The person's saved listing ids on the site after the change, newest first (login info's listOfLiked). */
    listOfLiked: v.array(v.number()),
  }),
  access: 'user',
  // The seed's first listing (the diamond fixture, shown on every site).
  example: { params: { siteId: '1', listingId: '1000001' }, body: { liked: true } },
})

/** The prefix of every account query: invalidated after a change, and when the person logs in or out. */
export const accountQueryKey = ['account'] as const

// getCall keeps the status: a page tells a session that ended (401) from a call that failed. Each change the person
// makes invalidates accountQueryKey, so the half minute only spares the refetch after the server's render.
const staleTime = 30_000

export const accountDetailsQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: [...accountQueryKey, 'details'],
    queryFn: () => getCall(api, accountDetailsCall, {}),
    staleTime,
  })

export const savedSearchesQuery = (api: ApiFetch, siteId: number) =>
  queryOptions({
    queryKey: [...accountQueryKey, 'savedsearches', siteId],
    queryFn: () => getCall(api, savedSearchesCall, { siteId }),
    staleTime,
  })

export const savedPropertiesQuery = (api: ApiFetch, siteId: number, pageIndex: number) =>
  queryOptions({
    queryKey: [...accountQueryKey, 'savedproperties', siteId, pageIndex],
    queryFn: () => getCall(api, savedPropertiesCall, { siteId, pageIndex }),
    staleTime,
  })
