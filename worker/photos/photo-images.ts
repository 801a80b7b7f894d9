import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { edgeStore, imageCacheKey, imageResponse } from '../images/drawn-images.ts'
import { servedImageSizes, type ImageSize } from '../images/image-sizes.ts'
import { photoKey } from './photo-storage.ts'

// An uploaded photo at a size pages show: its kept copy (R2) resized and cropped to the size by the Images binding,
// as WebP, stored in the edge cache as the drawn images are (x-image-cache HIT or MISS). A photo deleted is a 404.

/** Each served size is a small photo: 900×600 well under the 150 KB a gallery photo may weigh (issue 32). */
const servedQuality = 75

export async function uploadedPhotoImage(c: Context<AppEnv>, documentId: number, size: ImageSize) {
  const key = imageCacheKey(c, documentId, size)
  const store = edgeStore()
  const stored = await store?.match(key)
  if (stored) return imageResponse(stored.body, stored, 'image/webp', 'HIT')
  const kept = await c.env.PHOTOS.get(photoKey(documentId))
  if (!kept) return c.notFound()
  const result = await c.env.IMAGES.input(kept.body)
    .transform({ width: size.width, height: size.height, fit: 'cover' })
    .output({ format: 'image/webp', quality: servedQuality })
  const bytes = await new Response(result.image()).arrayBuffer()
  // A copy that cannot be stored is no reason to fail the image: the cache is a saving.
  await store?.put(key, imageResponse(bytes, {}, 'image/webp', null)).catch(() => {})
  return imageResponse(bytes, {}, 'image/webp', 'MISS')
}

/**
 * Forgets a deleted photo's copies in this data center's cache. Other data centers keep theirs until they fall out
 * (the Cache API has no global purge); the photo is off the listing's pages at once.
 */
export async function forgetServedCopies(c: Context<AppEnv>, documentId: number) {
  const store = edgeStore()
  if (!store) return
  await Promise.all(servedImageSizes.map((size) => store.delete(imageCacheKey(c, documentId, size)).catch(() => false)))
}
