import { Hono } from 'hono'
import * as v from 'valibot'
import { imagePath } from '../../routes/links/url-name.ts'
import type { AppEnv } from '../app-env.ts'
import { uploadedPhotoImage } from '../photos/photo-images.ts'
import { isUploadedPhoto } from '../photos/photo-storage.ts'
import { drawnImage } from './drawn-images.ts'
import { imageSizeLimit, isServedSize, nearestServedSize } from './image-sizes.ts'

const imageParams = v.object({
  documentId: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'documentId must be a number'), v.transform(Number)),
  size: v.pipe(
    v.string(),
    v.regex(/^\d{1,4}x\d{1,4}$/, 'size must be WIDTHxHEIGHT'),
    v.transform((size) => size.split('x').map(Number) as [number, number]),
    v.check(([w, h]) => w > 0 && h > 0 && w <= imageSizeLimit && h <= imageSizeLimit, 'size is out of range'),
  ),
})

/**
 * /images/{documentId}/{width}x{height}, at a size the pages ask for (image-sizes.ts): a seller's uploaded photo as
 * WebP (worker/photos/), else the image origin's webp when configured, else a drawn landscape (PNG) from the edge
 * cache or drawn once. Any other size within the bound is a 302 to the nearest served size (the origin's, when
 * configured: one hop); beyond it, or malformed, a 404.
 */
export const imageRoutes = new Hono<AppEnv>()

imageRoutes.get('/:documentId/:size', async (c) => {
  const parsed = v.safeParse(imageParams, c.req.param())
  if (!parsed.success) return c.notFound()
  const { documentId, size } = parsed.output
  const [width, height] = size
  const served = isServedSize(width, height) ? { width, height } : nearestServedSize(width, height)
  const { imageOrigin } = c.var.config
  // A seller's photo is ours whatever serves the others: it is in our bucket, not the image origin.
  const uploaded = isUploadedPhoto(documentId)
  if (imageOrigin && !uploaded) {
    return c.redirect(new URL(`/${documentId}.webp?w=${served.width}&h=${served.height}`, imageOrigin).href, 302)
  }
  if (served.width !== width || served.height !== height) {
    // 302, not 301: the served sizes follow the pages, and a browser keeps a 301 for good. Kept a day: a redirect is
    // cheap to ask for again, and a deploy may serve the asked size after all.
    c.header('cache-control', 'public, max-age=86400')
    return c.redirect(imagePath(documentId, served), 302)
  }
  return uploaded ? uploadedPhotoImage(c, documentId, served) : drawnImage(c, documentId, served)
})
