import * as v from 'valibot'
import { apiCall } from './api-call.ts'

// A seller's photos of a listing (issue 32): upload several at once, put them in order, give each its alt text,
// delete one. The worker serves them in worker/api/listing-photo-routes.ts; every photo of a listing, uploaded or
// seeded, is one of listing_images, so the same calls arrange both. An uploaded photo is shown at
// /images/{documentId}/{size} as WebP.

/** The largest photo file a seller may upload: a 12 MP phone or camera JPEG is 3 to 12 MB. */
export const maxPhotoBytes = 15 * 1024 * 1024
/** The most photos one upload may carry, and the most a listing may have (the seed's largest listings have 30). */
export const maxPhotosPerUpload = 8
export const maxPhotosPerListing = 40
/** The most pixels a photo may have (a 50 MP camera), and the fewest a side may (a card's photo at 2×). */
export const maxPhotoPixels = 50_000_000
export const minPhotoSide = 240
export const maxAltTextLength = 250
/** The photo types taken (checked by their bytes in the worker; a file input's accept and a form's check read these). */
export const photoMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
/** Why a photo is refused, in words for the seller: the worker's answers and the forms' own checks alike. */
export const photoRefusals = {
  tooLarge: (name: string, bytes: number) =>
    `"${name}" is ${megabytes(bytes)}; a photo may be at most ${megabytes(maxPhotoBytes)}.`,
  notAPhoto: (name: string) => `"${name}" is not a JPEG, PNG or WebP photo.`,
  tooMany: (room: number) =>
    `A listing may have at most ${maxPhotosPerListing} photos; this one has room for ${room} more.`,
}
/** The form fields of an upload: each file under `photos`, and optionally its alt text under `altText`, in order. */
export const photoFilesField = 'photos'
export const photoAltTextField = 'altText'

const listingIdParam = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/, 'listingId must be a listing id'),
  v.transform(Number),
)
const documentId = v.pipe(v.number('documentId must be a number'), v.safeInteger('documentId must be a photo id'))
const altText = v.pipe(
  v.string('altText must be text'),
  v.maxLength(maxAltTextLength, `altText must be at most ${maxAltTextLength} characters`),
)

export const listingPhoto = v.object({
  documentId: v.number(),
  /** What the photo shows, for those who cannot see it. */
  altText: v.string(),
  /** A photo the seller uploaded; false for one the site drew (the seed's). */
  uploaded: v.boolean(),
})
export const listingPhotos = v.object({ listingId: v.number(), photos: v.array(listingPhoto) })
export type ListingPhotos = v.InferOutput<typeof listingPhotos>

const params = v.object({ listingId: listingIdParam })
// The harness sends each example on one of the seed seller's own listings (test/harness/api-examples.ts).
const exampleParams = { listingId: '1000001' }

/** GET /api/account/listingphotos/{listingId}: the listing's photos in order. 404 for a listing not the seller's. */
export const listingPhotosCall = apiCall({
  method: 'GET',
  path: '/account/listingphotos/:listingId',
  params,
  response: listingPhotos,
  access: 'user',
  example: { params: exampleParams },
})

/**
 * POST /api/account/listingphotos/{listingId}/upload, multipart/form-data: up to maxPhotosPerUpload files under
 * `photos`. Each must be a JPEG, PNG or WebP by its bytes, within the limits above; one that is not refuses the whole
 * upload (400 naming the field and the file) and nothing is stored. Answers the listing's photos, the new ones last.
 * Its example sends no form, and is refused so.
 */
export const uploadListingPhotosCall = apiCall({
  method: 'POST',
  path: '/account/listingphotos/:listingId/upload',
  params,
  response: listingPhotos,
  access: 'user',
  example: { params: exampleParams, status: 400 },
})

/** POST …/order: the listing's photos in a new order, every one of them named once. */
export const orderListingPhotosCall = apiCall({
  method: 'POST',
  path: '/account/listingphotos/:listingId/order',
  params,
  body: v.object({ documentIds: v.pipe(v.array(documentId), v.maxLength(200, 'documentIds lists too many photos')) }),
  response: listingPhotos,
  access: 'user',
  example: { params: exampleParams, body: { documentIds: [1] } },
})

/** POST …/alttext: one photo's alt text. */
export const changePhotoAltTextCall = apiCall({
  method: 'POST',
  path: '/account/listingphotos/:listingId/alttext',
  params,
  body: v.object({ documentId, altText }),
  response: listingPhotos,
  access: 'user',
  example: { params: exampleParams, body: { documentId: 1, altText: 'The pond from the north ridge' } },
})

/**
 * POST …/delete: one photo off the listing (an uploaded one's bytes too). A photo the listing does not have is gone
 * already: the answer is the listing's photos, as for one deleted now.
 */
export const deleteListingPhotoCall = apiCall({
  method: 'POST',
  path: '/account/listingphotos/:listingId/delete',
  params,
  body: v.object({ documentId }),
  response: listingPhotos,
  access: 'user',
  example: { params: exampleParams, body: { documentId: 1 } },
})
