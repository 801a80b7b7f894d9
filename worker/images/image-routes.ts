import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { imageSizeLimit, placeholderImagePng } from './placeholder-image.ts'

const imageParams = v.object({
  documentId: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'documentId must be a number'), v.transform(Number)),
  size: v.pipe(
    v.string(),
    v.regex(/^\d{1,4}x\d{1,4}$/, 'size must be WIDTHxHEIGHT'),
    v.transform((size) => size.split('x').map(Number) as [number, number]),
    v.check(([w, h]) => w > 0 && h > 0 && w <= imageSizeLimit && h <= imageSizeLimit, 'size is out of range'),
  ),
})

/** /images/{documentId}/{width}x{height}: the image origin's webp when configured, else a drawn landscape (PNG). */
export const imageRoutes = new Hono<AppEnv>()

imageRoutes.get('/:documentId/:size', async (c) => {
  const parsed = v.safeParse(imageParams, c.req.param())
  if (!parsed.success) return c.notFound()
  const { documentId, size } = parsed.output
  const [width, height] = size
  const { imageOrigin } = c.var.config
  if (imageOrigin) {
    return c.redirect(new URL(`/${documentId}.webp?w=${width}&h=${height}`, imageOrigin).href, 302)
  }
  return c.body(await placeholderImagePng(documentId, width, height), 200, {
    'content-type': 'image/png',
    'cache-control': 'public, max-age=31536000, immutable',
  })
})
