import { forgetPhotoIds, newPhotoIds, showPhotos } from './listing-photos-sql.ts'
import { photoKey, type AcceptedPhoto } from './photo-storage.ts'

type Db = D1Database | D1DatabaseSession

/**
 * Stores accepted photos and adds them to the end of the listing's photos: ids first (rows that show nothing yet),
 * then the bytes in R2, then the listing's photos. Bytes that cannot all be stored are taken back with their ids, so
 * a failed upload leaves neither a photo without bytes nor bytes without a photo.
 */
export async function storePhotos(
  env: Pick<Env, 'PHOTOS'>,
  db: Db,
  listingId: number,
  photos: (AcceptedPhoto & { altText: string })[],
) {
  const sizes = photos.map(({ width, height, kept }) => ({ width, height, bytes: kept.byteLength }))
  const documentIds = await newPhotoIds(db, listingId, sizes, new Date())
  try {
    await Promise.all(documentIds.map((id, index) => env.PHOTOS.put(photoKey(id), photos[index]!.kept)))
  } catch (error) {
    await env.PHOTOS.delete(documentIds.map(photoKey))
    await forgetPhotoIds(db, documentIds)
    throw error
  }
  await showPhotos(
    db,
    listingId,
    documentIds.map((documentId, index) => ({ documentId, altText: photos[index]!.altText })),
  )
}
