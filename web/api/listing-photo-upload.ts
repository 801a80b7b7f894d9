import * as v from 'valibot'
import { csrfHeader, type FormResult } from './account-call.ts'
import { apiErrorBody, callPath } from './api-call.ts'
import type { ApiFetch } from './api-client.ts'
import {
  listingPhotos,
  photoAltTextField,
  photoFilesField,
  uploadListingPhotosCall,
  type ListingPhotos,
} from './listing-photos.ts'

// The photo upload as the pages send it (Manage Listings' photos editor, the add-listing form's photos): a multipart
// form, which sendAccountCall (JSON only) does not send.

/** Uploads the photos, each with its alt text, in order; answers the listing's photos or why they were refused. */
export async function uploadListingPhotos(
  api: ApiFetch,
  listingId: number,
  photos: readonly { file: File; altText: string }[],
  csrfToken: string | null,
): Promise<FormResult<ListingPhotos>> {
  const form = new FormData()
  for (const photo of photos) {
    form.append(photoFilesField, photo.file)
    form.append(photoAltTextField, photo.altText)
  }
  try {
    const response = await api(callPath(uploadListingPhotosCall, { listingId }), {
      method: 'POST',
      headers: { accept: 'application/json', ...(csrfToken ? { [csrfHeader]: csrfToken } : {}) },
      body: form,
    })
    const answer: unknown = await response.json().catch(() => null)
    const done = v.safeParse(listingPhotos, answer)
    if (response.status === 200 && done.success) return { kind: 'done', data: done.output }
    const refusal = v.safeParse(apiErrorBody, answer)
    if (refusal.success) return { kind: 'refused', status: response.status, ...refusal.output }
    return { kind: 'failed', status: response.status }
  } catch {
    return { kind: 'failed', status: 0 }
  }
}
