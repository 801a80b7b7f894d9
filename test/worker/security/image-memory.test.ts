import { exports } from 'cloudflare:workers'
import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { brandIds } from '../../../brands/brand-registry.ts'
import type { AppEnv } from '../../../worker/app-env.ts'
import type { WorkerConfig } from '../../../worker/config.ts'
import { mostDrawsAtOnce } from '../../../worker/images/drawn-images.ts'
import { imageRoutes } from '../../../worker/images/image-routes.ts'
import { servedImageSizes } from '../../../worker/images/image-sizes.ts'
import { placeholderImagePng } from '../../../worker/images/placeholder-image.ts'
import { harnessPages } from '../../harness/page-list.ts'
import { seedTestDb } from '../seeded-db.ts'
import { brandOrigin } from '../worker-config.ts'

// Security finding 6: /images/{id}/{w}x{h} drew any size up to 2000×2000 on request, uncached, holding about 36 MB of
// buffers a draw (16 at once took the worker from 531 to 910 MB; an isolate has 128 MB). Now it draws only the sizes
// the pages ask for, each once per edge, a few rows at a time, two draws at once per isolate; any other size is a
// redirect to the nearest served one.

beforeAll(async () => {
  await seedTestDb(300)
})

const get = (url: string) => exports.default.fetch(url, { redirect: 'manual' })
const sizeName = (size: { width: number; height: number }) => `${size.width}x${size.height}`

/** The width and height a PNG's IHDR chunk gives (right after the 8-byte signature and the chunk's length and type). */
function pngSize(png: Uint8Array<ArrayBuffer>) {
  const view = new DataView(png.buffer, png.byteOffset)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/** The PNG's scanlines (each a filter byte and the row), inflated from its IDAT chunks. */
async function scanlines(png: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const view = new DataView(png.buffer, png.byteOffset)
  const parts: Uint8Array<ArrayBuffer>[] = []
  for (let at = 8; at < png.length; at += 12 + view.getUint32(at)) {
    if (new TextDecoder().decode(png.subarray(at + 4, at + 8)) === 'IDAT') {
      parts.push(png.subarray(at + 8, at + 8 + view.getUint32(at)))
    }
  }
  const inflated = new Blob(parts).stream().pipeThrough(new DecompressionStream('deflate'))
  return new Uint8Array(await new Response(inflated).arrayBuffer())
}

const sha256 = async (bytes: Uint8Array<ArrayBuffer>) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('')

/** The pages that show pictures: cards, listings, sellers, the directory, lenders, the flyer. */
const picturePages =
  /^(home|flyer-diamond|landing-state|search-(state|country|type-page)|listing-(diamond|free)|seller-(master|agent)|directory|finance-lender)$/

/** Sizes only the browser asks for, after the page is in: the full-screen carousel's and the share dialog's. */
const askedInTheBrowser = ['1800x1200', '600x400', '1200x800']

describe('the image service’s memory is bounded', () => {
  it('serves every size the pages ask for at once, as a PNG of that size, and no size they do not', async () => {
    const urls = new Map<string, string>()
    for (const brand of brandIds) {
      for (const page of harnessPages[brand].filter((one) => picturePages.test(one.name))) {
        const html = await (await get(`${brandOrigin(brand)}${page.path}`)).text()
        // src, srcset, og:image and JSON-LD alike; an absolute URL's path is the same route.
        for (const [url, size] of html.matchAll(/\/images\/\d+\/(\d+x\d+)/g)) urls.set(size!, url)
      }
    }
    const asked = new Set([...urls.keys(), ...askedInTheBrowser])
    expect([...asked].sort()).toEqual(servedImageSizes.map(sizeName).sort())
    for (const [size, url] of urls) {
      const response = await get(`http://land.localhost${url}`)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      const [width, height] = size.split('x').map(Number)
      expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width, height })
    }
  })

  it.each([
    ['2000x2000', '400x400'],
    ['1999x1333', '1800x1200'],
    ['1000x1000', '400x400'],
    ['240x160', '244x162'],
    ['120x80', '122x81'],
    ['1x1', '96x96'],
    ['1600x800', '1800x1200'],
  ])('redirects %s, a size no page asks for, to %s without drawing it', async (asked, served) => {
    const response = await get(`http://land.localhost/images/42/${asked}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/images/42/${served}`)
    expect(response.headers.get('content-type')).not.toBe('image/png')
    expect((await get(`http://land.localhost/images/42/${served}`)).status).toBe(200)
  })

  it.each(['2001x10', '10x9999', '0x10'])('answers %s, beyond any image, with a 404', async (asked) => {
    expect((await get(`http://land.localhost/images/42/${asked}`)).status).toBe(404)
  })

  it('draws an image once: the next request is served from the edge cache', async () => {
    const first = await get('http://land.localhost/images/77/900x600')
    const firstBytes = new Uint8Array(await first.arrayBuffer())
    const second = await get('http://land.localhost/images/77/900x600?any=query')
    expect([first.headers.get('x-image-cache'), second.headers.get('x-image-cache')]).toEqual(['MISS', 'HIT'])
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(firstBytes)
    expect(second.headers.get('content-type')).toBe('image/png')
    expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // Another spelling of the same id is the same copy, not another draw.
    expect((await get('http://land.localhost/images/0077/900x600')).headers.get('x-image-cache')).toBe('HIT')
  })

  it('holds a small part of the largest image at a time, and draws the very pixels a whole-image draw did', async () => {
    const { bytes, peakBufferBytes } = await placeholderImagePng(7, 1800, 1200)
    const pixelBytes = 1800 * 1200 * 3
    // Before: the pixels, the filtered rows and their copy for the compressor, 19.4 MB; now about 80 KB.
    expect(peakBufferBytes).toBeLessThan(128 * 1024)
    expect(peakBufferBytes).toBeLessThan(pixelBytes / 50)
    // The scanlines of the same image from the encoder that held it whole (its last commit), hashed in Node.
    const rows = await scanlines(bytes)
    expect(rows.length).toBe(1200 * (1 + 1800 * 3))
    expect(await sha256(rows)).toBe('85a05ec3dac48c16ad4f0195c902cbdc9f8f879bc22e64d722a67c9dc503fa7b')
  })

  it('draws two images at a time however many are asked for at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => get(`http://land.localhost/images/${5000 + i}/1800x1200`)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    expect(answers.map((answer) => answer.headers.get('x-image-cache'))).toEqual(answers.map(() => 'MISS'))
    await Promise.all(answers.map((answer) => answer.arrayBuffer()))
    expect(mostDrawsAtOnce()).toBe(2)
  })

  it('sends the image origin’s webp at the same sizes: a served size as asked, another as its nearest', async () => {
    const images = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('config', { imageOrigin: 'https://img.example' } as WorkerConfig)
        await next()
      })
      .route('/images', imageRoutes)
    const served = await images.request('/images/42/900x600')
    expect(served.status).toBe(302)
    expect(served.headers.get('location')).toBe('https://img.example/42.webp?w=900&h=600')
    // One hop to the origin, not one to our nearest size and another from there.
    const other = await images.request('/images/42/2000x2000')
    expect(other.status).toBe(302)
    expect(other.headers.get('location')).toBe('https://img.example/42.webp?w=400&h=400')
  })
})
