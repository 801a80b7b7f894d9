import { Hono, type Context, type MiddlewareHandler } from 'hono'
import {
  changePhotoAltTextCall,
  deleteListingPhotoCall,
  listingPhotosCall,
  maxAltTextLength,
  maxPhotosPerListing,
  photoRefusals,
  maxPhotosPerUpload,
  orderListingPhotosCall,
  photoAltTextField,
  photoFilesField,
  uploadListingPhotosCall,
} from '../../web/api/listing-photos.ts'
import { alertAfterChange } from '../alerts/instant-alerts.ts'
import type { AppEnv } from '../app-env.ts'
import { csrfGuard } from '../auth/csrf.ts'
import { requireUser } from '../auth/current-session.ts'
import { changeAltText, orderPhotos, photosOf, removePhoto, sellerOwnsListing } from '../photos/listing-photos-sql.ts'
import { forgetServedCopies } from '../photos/photo-images.ts'
import { storePhotos } from '../photos/store-photos.ts'
import { acceptPhoto, isUploadedPhoto, photoKey, type AcceptedPhoto } from '../photos/photo-storage.ts'
import { requireSeller, sellerAccount } from './manage-listing-routes.ts'
import { badRequest, notFound, requireJson, validate } from './validate.ts'

// A seller's photos of a listing (web/api/listing-photos.ts). As Manage Listings: CSRF on every change, a login with a
// seller account, and another seller's listing a 404 like no listing at all.

const noSuchListing = (listingId: number) => `listingId: you have no listing ${listingId}.`
const noSuchPhoto = (documentId: number) => `documentId: photo ${documentId} is not one of this listing's.`

/** The files and alt texts of an upload's form, or why it is no upload, in words for the seller. */
async function uploadForm(c: Context<AppEnv>): Promise<{ refused: string } | { files: File[]; altTexts: string[] }> {
  const form = await c.req.formData().catch(() => null)
  if (!form) return { refused: 'Send the photos as multipart/form-data, each file under "photos".' }
  const files = form.getAll(photoFilesField).filter((entry): entry is File => typeof entry !== 'string')
  if (files.length === 0) return { refused: 'Choose at least one photo to upload.' }
  if (files.length > maxPhotosPerUpload) {
    return { refused: `Upload at most ${maxPhotosPerUpload} photos at a time; ${files.length} were sent.` }
  }
  const altTexts = form.getAll(photoAltTextField).map((entry) => (typeof entry === 'string' ? entry.trim() : ''))
  if (altTexts.some((text) => text.length > maxAltTextLength)) {
    return { refused: `altText must be at most ${maxAltTextLength} characters.` }
  }
  return { files, altTexts }
}

/**
 * The seller's own listing, or a 404 like no listing at all, once the listingId is checked: every call of this file
 * asks it first of what it was given.
 */
const ownListing: MiddlewareHandler<AppEnv> = async (c, next) => {
  const listingId = Number(c.req.param('listingId'))
  if (!(await sellerOwnsListing(c.var.db, sellerAccount(c), listingId))) {
    return notFound(c, 'listingId', noSuchListing(listingId))
  }
  await next()
}

export const listingPhotoRoutes = new Hono<AppEnv>()
  .get(
    listingPhotosCall.path,
    requireUser,
    requireSeller,
    validate('param', listingPhotosCall.params),
    ownListing,
    async (c) => {
      const { listingId } = c.req.valid('param')
      return c.json(await photosOf(c.var.db, listingId))
    },
  )
  .post(
    uploadListingPhotosCall.path,
    csrfGuard(),
    requireUser,
    requireSeller,
    validate('param', uploadListingPhotosCall.params),
    ownListing,
    async (c) => {
      const { listingId } = c.req.valid('param')
      const db = c.var.db
      const form = await uploadForm(c)
      if ('refused' in form) return badRequest(c, photoFilesField, form.refused)
      const { photos } = await photosOf(db, listingId)
      if (photos.length + form.files.length > maxPhotosPerListing) {
        const room = Math.max(0, maxPhotosPerListing - photos.length)
        return badRequest(c, photoFilesField, photoRefusals.tooMany(room))
      }
      // Every file is checked and re-encoded before any is stored: one refused, none is kept.
      const accepted: (AcceptedPhoto & { altText: string })[] = []
      for (const [index, file] of form.files.entries()) {
        const photo = await acceptPhoto(c.env.IMAGES, file.name, new Uint8Array(await file.arrayBuffer()))
        if ('refused' in photo) return badRequest(c, photoFilesField, photo.refused)
        accepted.push({ ...photo, altText: form.altTexts[index] ?? '' })
      }
      await storePhotos(c.env, db, listingId, accepted)
      await alertAfterChange(c, listingId)
      return c.json(await photosOf(db, listingId))
    },
  )
  .post(
    orderListingPhotosCall.path,
    csrfGuard(),
    requireUser,
    requireSeller,
    validate('param', orderListingPhotosCall.params),
    requireJson,
    validate('json', orderListingPhotosCall.body),
    ownListing,
    async (c) => {
      const { listingId } = c.req.valid('param')
      const { documentIds } = c.req.valid('json')
      const db = c.var.db
      const current = (await photosOf(db, listingId)).photos.map((photo) => photo.documentId)
      const sameSet =
        documentIds.length === current.length && new Set(documentIds).size === current.length
          ? documentIds.every((id) => current.includes(id))
          : false
      if (!sameSet) {
        return badRequest(
          c,
          'documentIds',
          "documentIds must name each of the listing's photos once, in the new order.",
        )
      }
      await orderPhotos(db, listingId, documentIds)
      return c.json(await photosOf(db, listingId))
    },
  )
  .post(
    changePhotoAltTextCall.path,
    csrfGuard(),
    requireUser,
    requireSeller,
    validate('param', changePhotoAltTextCall.params),
    requireJson,
    validate('json', changePhotoAltTextCall.body),
    ownListing,
    async (c) => {
      const { listingId } = c.req.valid('param')
      const { documentId, altText } = c.req.valid('json')
      const db = c.var.db
      const { photos } = await photosOf(db, listingId)
      if (!photos.some((photo) => photo.documentId === documentId)) {
        return notFound(c, 'documentId', noSuchPhoto(documentId))
      }
      await changeAltText(db, listingId, documentId, altText.trim())
      return c.json(await photosOf(db, listingId))
    },
  )
  .post(
    deleteListingPhotoCall.path,
    csrfGuard(),
    requireUser,
    requireSeller,
    validate('param', deleteListingPhotoCall.params),
    requireJson,
    validate('json', deleteListingPhotoCall.body),
    ownListing,
    async (c) => {
      const { listingId } = c.req.valid('param')
      const { documentId } = c.req.valid('json')
      const db = c.var.db
      const listed = await photosOf(db, listingId)
      const current = listed.photos.map((photo) => photo.documentId)
      // Deleting twice (a retried request) is no error: the photo is gone either way.
      if (!current.includes(documentId)) return c.json(listed)
      await removePhoto(
        db,
        listingId,
        documentId,
        current.filter((id) => id !== documentId),
      )
      if (isUploadedPhoto(documentId)) {
        await c.env.PHOTOS.delete(photoKey(documentId))
        await forgetServedCopies(c, documentId)
      }
      return c.json(await photosOf(db, listingId))
    },
  )
