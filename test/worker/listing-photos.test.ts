import { env, exports } from 'cloudflare:workers'
import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { csrfHeader } from '../../web/api/account-call.ts'
import { listingPhotos, maxPhotosPerListing, type ListingPhotos } from '../../web/api/listing-photos.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { firstUploadedDocumentId, photoKey } from '../../worker/photos/photo-storage.ts'
import type { AppEnv } from '../../worker/app-env.ts'
import type { WorkerConfig } from '../../worker/config.ts'
import { imageRoutes } from '../../worker/images/image-routes.ts'
import { expectError } from './seller-client.ts'
import { insertRow, seedSellerAccount, seedTestDb, sqlRows } from './seeded-db.ts'
import { cameraJpeg, gpsMarker, holdsText, landscapePng } from './photo-fixtures.ts'
import { callAs, logInAs, type TestSession } from './session-client.ts'

// A seller's photos (issue 32) through the real worker, D1, R2 and the Images binding (sharp in Miniflare): a 12 MP
// camera JPEG with GPS uploaded, kept and served as WebP at the gallery's and the card's sizes without its location,
// from the edge cache the second time; uploads over the limits refused, naming the field, storing nothing; the order,
// alt text and deletion of photos; and who may do any of it.

let seller: TestSession
let buyer: TestSession
let listingId: number
let otherSellersListing: number

beforeAll(async () => {
  await seedTestDb(200)
  seller = await logInAs(seedLogins.seller.email, seedLogins.seller.password)
  buyer = await logInAs(seedLogins.buyer.email, seedLogins.buyer.password)
  const account = await seedSellerAccount()
  const [own] = await sqlRows<{ id: number }>(
    'SELECT id FROM listings WHERE account_id = ?1 AND market_status > 0 ORDER BY id DESC LIMIT 1',
    account,
  )
  const [other] = await sqlRows<{ id: number }>(
    'SELECT id FROM listings WHERE account_id != ?1 AND coalesce(parent_account_id, 0) != ?1 LIMIT 1',
    account,
  )
  listingId = own!.id
  otherSellersListing = other!.id
})

const photosPath = (listing: number, action = '') => `/api/account/listingphotos/${listing}${action}`

async function upload(
  files: { name: string; bytes: Uint8Array<ArrayBuffer>; altText?: string }[],
  listing = listingId,
) {
  const form = new FormData()
  for (const file of files) {
    form.append('photos', new File([file.bytes], file.name))
    form.append('altText', file.altText ?? '')
  }
  return callAs(seller, photosPath(listing, '/upload'), await multipart(form))
}

/** The form as a browser sends it: its bytes, and the content type naming their boundary. */
async function multipart(form: FormData): Promise<RequestInit> {
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form })
  const headers = { 'content-type': encoded.headers.get('content-type')! }
  return { method: 'POST', headers, body: await encoded.arrayBuffer() }
}

const postJson = (action: string, body: unknown, session: TestSession = seller) =>
  callAs(session, photosPath(listingId, action), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

async function photosIn(response: Response): Promise<ListingPhotos> {
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  return v.parse(listingPhotos, body)
}

const currentPhotos = async () => photosIn(await callAs(seller, photosPath(listingId)))
const storedPhotoCount = async () => (await env.PHOTOS.list({ prefix: 'photos/' })).objects.length

const image = (documentId: number, size: string) =>
  exports.default.fetch(`http://land.localhost/images/${documentId}/${size}`)

describe('a 12 MP camera JPEG uploaded', () => {
  let uploadedId: number
  let before: ListingPhotos

  beforeAll(async () => {
    before = await currentPhotos()
    const jpeg = await cameraJpeg(4000, 3000)
    expect(holdsText(jpeg, gpsMarker)).toBe(true)
    const after = await photosIn(await upload([{ name: 'ridge.jpg', bytes: jpeg, altText: 'The ridge at sunrise' }]))
    expect(after.photos.slice(0, -1)).toEqual(before.photos)
    const added = after.photos.at(-1)!
    expect(added).toMatchObject({ altText: 'The ridge at sunrise', uploaded: true })
    uploadedId = added.documentId
  }, 120_000)

  it('is kept as WebP without its EXIF or GPS position', async () => {
    const kept = await env.PHOTOS.get(photoKey(uploadedId))
    const bytes = new Uint8Array(await kept!.arrayBuffer())
    expect(holdsText(bytes.subarray(0, 12), 'WEBP')).toBe(true)
    expect(holdsText(bytes, gpsMarker)).toBe(false)
    expect(holdsText(bytes, 'Exif')).toBe(false)
  })

  it.each(['900x600', '122x81', '480x320'])(
    'is served at %s as WebP of at most 150 KB, without GPS, from the edge cache the second time',
    async (size) => {
      const [width, height] = size.split('x').map(Number)
      const first = await image(uploadedId, size)
      expect(first.status).toBe(200)
      expect(first.headers.get('content-type')).toBe('image/webp')
      expect(first.headers.get('x-image-cache')).toBe('MISS')
      const bytes = new Uint8Array(await first.arrayBuffer())
      expect(bytes.byteLength).toBeLessThanOrEqual(150 * 1024)
      expect(holdsText(bytes, gpsMarker)).toBe(false)
      expect(holdsText(bytes, 'EXIF')).toBe(false)
      const info = await env.IMAGES.info(new Blob([bytes]).stream())
      expect(info).toMatchObject({ format: 'image/webp', width, height })
      const second = await image(uploadedId, size)
      expect(second.headers.get('x-image-cache')).toBe('HIT')
      expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes)
    },
  )

  it('shows on the listing as its last photo, and the seed’s drawn photos are still drawn', async () => {
    const [listing] = await sqlRows<{ image_count: number }>(
      'SELECT image_count FROM listings WHERE id = ?1',
      listingId,
    )
    expect(listing!.image_count).toBe(before.photos.length + 1)
    const drawn = before.photos[0]!.documentId
    const response = await image(drawn, '900x600')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
  })

  it('is put first, given new alt text, then deleted: gone from R2 and the image routes', async () => {
    const ids = (await currentPhotos()).photos.map((photo) => photo.documentId)
    const reordered = [uploadedId, ...ids.filter((id) => id !== uploadedId)]
    const ordered = await photosIn(await postJson('/order', { documentIds: reordered }))
    expect(ordered.photos.map((photo) => photo.documentId)).toEqual(reordered)
    const [listing] = await sqlRows<{ thumbnail_document_id: number }>(
      'SELECT thumbnail_document_id FROM listings WHERE id = ?1',
      listingId,
    )
    expect(listing!.thumbnail_document_id).toBe(uploadedId)

    const named = await photosIn(await postJson('/alttext', { documentId: uploadedId, altText: ' The pond ' }))
    expect(named.photos[0]).toMatchObject({ documentId: uploadedId, altText: 'The pond' })

    const deleted = await photosIn(await postJson('/delete', { documentId: uploadedId }))
    expect(deleted.photos.map((photo) => photo.documentId)).toEqual(ids.filter((id) => id !== uploadedId))
    expect(await env.PHOTOS.get(photoKey(uploadedId))).toBeNull()
    expect((await image(uploadedId, '900x600')).status).toBe(404)
  })
})

describe('an uploaded photo’s image route', () => {
  it('is ours when an image origin serves the others: a photo not in the bucket is a 404, not a redirect', async () => {
    const images = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('config', { imageOrigin: 'https://img.example' } as WorkerConfig)
        await next()
      })
      .route('/images', imageRoutes)
    const missing = await images.request(`/images/${firstUploadedDocumentId + 999}/900x600`, {}, env)
    expect(missing.status).toBe(404)
    expect((await images.request('/images/42/900x600', {}, env)).status).toBe(302)
  })
})

describe('arranging photos wrongly', () => {
  it('is refused for an order that leaves out or repeats a photo, or alt text of a photo not the listing’s', async () => {
    const before = await currentPhotos()
    const ids = before.photos.map((photo) => photo.documentId)
    await expectError(await postJson('/order', { documentIds: ids.slice(1) }), 400, 'documentIds')
    await expectError(await postJson('/order', { documentIds: [ids[0], ...ids.slice(0, -1)] }), 400, 'documentIds')
    await expectError(await postJson('/alttext', { documentId: 12345, altText: 'Not here' }), 404, 'documentId')
    expect(await currentPhotos()).toEqual(before)
  })

  it('deleting a photo the listing does not have changes nothing and answers its photos', async () => {
    const before = await currentPhotos()
    expect(await photosIn(await postJson('/delete', { documentId: 12345 }))).toEqual(before)
  })
})

describe('an upload over the limits', () => {
  let small: Uint8Array<ArrayBuffer>
  beforeAll(async () => {
    small = await landscapePng(300, 300)
  })

  async function expectRefused(response: Response, words: RegExp) {
    const before = await currentPhotos()
    const stored = await storedPhotoCount()
    const body = (await response.clone().json()) as { message: string }
    await expectError(response, 400, 'photos')
    expect(body.message).toMatch(words)
    expect(await currentPhotos()).toEqual(before)
    expect(await storedPhotoCount()).toBe(stored)
  }

  it('is refused for a file that is not a JPEG, PNG or WebP by its bytes, even beside a good one', async () => {
    const gif = new TextEncoder().encode('GIF89a' + 'x'.repeat(400))
    await expectRefused(
      await upload([
        { name: 'good.png', bytes: small },
        { name: 'map.jpg', bytes: gif },
      ]),
      /"map\.jpg" is not a JPEG, PNG or WebP photo/,
    )
  })

  it('is refused for a photo file over 15 MB', async () => {
    const large = new Uint8Array(16 * 1024 * 1024)
    large.set([0xff, 0xd8, 0xff, 0xe0])
    await expectRefused(await upload([{ name: 'huge.jpg', bytes: large }]), /"huge\.jpg" is 16 MB; .* at most 15 MB/)
  })

  it('is refused for a JPEG whose bytes are not a picture', async () => {
    const broken = new Uint8Array(2000).fill(7)
    broken.set([0xff, 0xd8, 0xff, 0xe0])
    await expectRefused(await upload([{ name: 'broken.jpg', bytes: broken }]), /could not be read/)
  })

  it('is refused for more photos than one upload takes', async () => {
    const nine = Array.from({ length: 9 }, (_, index) => ({ name: `p${index}.png`, bytes: small }))
    await expectRefused(await upload(nine), /at most 8 photos at a time/)
  })

  it('is refused for more photos than a listing may have', async () => {
    const { photos } = await currentPhotos()
    for (let position = photos.length; position < maxPhotosPerListing - 1; position++) {
      await insertRow('listing_images', {
        listing_id: listingId,
        position,
        document_id: 90_000 + position,
        alt_text: '',
      })
    }
    await expectRefused(
      await upload([
        { name: 'a.png', bytes: small },
        { name: 'b.png', bytes: small },
      ]),
      /at most 40 photos; this one has room for 1 more/,
    )
  })

  it('is refused, unread, when it says it is larger than an upload may be', async () => {
    const request = await multipart(new FormData())
    const headers = { ...(request.headers as Record<string, string>), 'content-length': String(200 * 1024 * 1024) }
    await expectRefused(await callAs(seller, photosPath(listingId, '/upload'), { ...request, headers }), /in all/)
  })

  it('is refused with no photos in it', async () => {
    await expectRefused(await upload([]), /Choose at least one photo/)
  })
})

describe('who may change a listing’s photos', () => {
  it('a seller only their own listings’ (another’s is a 404)', async () => {
    const response = await callAs(seller, photosPath(otherSellersListing))
    await expectError(response, 404, 'listingId')
    const form = new FormData()
    form.append('photos', new File([await landscapePng(300, 300)], 'mine.png'))
    const refused = await callAs(seller, photosPath(otherSellersListing, '/upload'), await multipart(form))
    await expectError(refused, 404, 'listingId')
  })

  it('not a buyer, nor anyone logged out, nor a request without the CSRF token', async () => {
    expect((await callAs(buyer, photosPath(listingId))).status).toBe(403)
    expect((await exports.default.fetch(`http://land.localhost${photosPath(listingId)}`)).status).toBe(401)
    const withoutToken = await exports.default.fetch(`http://land.localhost${photosPath(listingId, '/delete')}`, {
      method: 'POST',
      headers: { cookie: seller.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: 1 }),
    })
    expect(withoutToken.status).toBe(403)
    expect(csrfHeader).toBeTruthy()
  })
})
