import { isNotFound } from '@tanstack/react-router'
import fc from 'fast-check'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { parsePlainSearch } from '../../routes/plain-search.ts'
import {
  flyerPath,
  imagePath,
  loginPath,
  lowerUrlName,
  propertyTypeUrlName,
  urlName,
} from '../../routes/links/url-name.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { safeReturnPath } from '../../web/account/return-path.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { propertyTypeNameList } from '../../web/search/criteria-values.ts'
import type { AppEnv } from '../../worker/app-env.ts'
import type { WorkerConfig } from '../../worker/config.ts'
import { imageRoutes } from '../../worker/images/image-routes.ts'
import { imageSizeLimit, nearestServedSize, servedImageSizes } from '../../worker/images/image-sizes.ts'
import { brandRoutes } from './brand-routes.ts'
import { anyText, isSafeSegment, unicodeText } from './url-properties.ts'
import { firstUploadedDocumentId } from '../../worker/photos/photo-storage.ts'

// The small URL builders of routes/links/url-name.ts, each against what reads its URLs back: URL names, the login
// page's returnUrl and title (read by the router's plain query parser and the login page), the flyer's path (read by
// its route) and image paths (read by the worker's image route).

const urlNameShape = /^([A-Za-z0-9]+(-[A-Za-z0-9]+)*)?$/

describe('URL names', () => {
  it('are letters, digits and single inner hyphens, whatever the text, and a URL name is its own', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const name = urlName(text)
        expect(name).toMatch(urlNameShape)
        expect(urlName(name)).toBe(name)
        expect(lowerUrlName(text)).toBe(name.toLowerCase())
      }),
    )
  })

  it('keep the words of plain text, joined by hyphens', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,10}$/)
    const gap = fc.constantFrom(' ', '  ', ', ', ' & ', ' - ', '/', '_')
    fc.assert(
      fc.property(fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 5 }), (parts) => {
        const text = parts.map(([w, g]) => w + g).join('')
        expect(urlName(text)).toBe(parts.map(([w]) => w).join('-'))
      }),
    )
  })

  it('name each property type by its own segment, none holding the type list joiner', () => {
    const names = propertyTypeNameList.map(propertyTypeUrlName)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) {
      expect(isSafeSegment(name), name).toBe(true)
      expect(name).not.toContain('-and-')
    }
  })

  it('place a listing by a non-empty segment ending with its state', () => {
    const state = fc.constantFrom(...usStates.map((s) => s.abbreviation))
    fc.assert(
      fc.property(unicodeText(), unicodeText(), state, (city, county, stateAbbreviation) => {
        // The main land site's listing path carries the place as it is: /property/{place}/{id}/.
        const name = siteLinksByBrand.land.listing({ id: 1, city, county, stateAbbreviation }).split('/')[2]!
        expect(name).toMatch(urlNameShape)
        expect(name.endsWith(stateAbbreviation)).toBe(true)
      }),
    )
  })
})

describe('the login path (spec §5: the original location and title)', () => {
  const base = 'https://land.example'
  /** What the login page is handed: its query as the router reads it (routes/plain-search.ts). */
  const loginQuery = (href: string) => {
    const url = new URL(href, base)
    expect(url.pathname).toBe('/login')
    return parsePlainSearch(url.search)
  }
  const wellFormed = unicodeText(60)
  const returnPath = fc.oneof(
    fc.array(wellFormed, { maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
    fc.tuple(wellFormed, wellFormed).map(([path, query]) => `/${path}?q=${query}&page=2#top`),
    // Around the 2048 encoded characters carried: a long query, or a long path.
    fc.tuple(fc.integer({ min: 2030, max: 2060 }), wellFormed).map(([n, tail]) => `/a?q=${'b'.repeat(n)}${tail}`),
    fc.tuple(fc.integer({ min: 2030, max: 2060 }), wellFormed).map(([n, tail]) => `/${'b'.repeat(n)}${tail}?q=1`),
    wellFormed,
  )
  /** A title near the 200 units carried, ending in emoji (two units each), so the cut may fall inside one. */
  const longTitle = fc
    .tuple(
      fc.integer({ min: 190, max: 205 }),
      fc.array(fc.constantFrom('🏞️', '🐎', 'é'), { minLength: 1, maxLength: 8 }),
    )
    .map(([length, tail]) => 'a'.repeat(length) + tail.join(''))

  it('carries a path on this site back as it was, with the title, or carries nothing', () => {
    fc.assert(
      fc.property(returnPath, fc.option(fc.oneof(wellFormed, longTitle), { nil: undefined }), (path, title) => {
        const query = loginQuery(loginPath(path, title))
        const safe = safeReturnPath(path)
        if (!safe) {
          expect(query).toEqual({})
          return
        }
        // A path too long to carry loses its query, then itself (a proxy refuses a Location header that long).
        const carried = [safe, safe.split('?')[0]!].find((p) => encodeURIComponent(p).length <= 2048)
        expect(query.returnUrl).toBe(carried)
        if (carried) expect(safeReturnPath(query.returnUrl)).toBe(carried)
        // At most 200 UTF-16 units, an emoji at the cut left out whole.
        expect(query.title).toBe(carried && title ? title.slice(0, 200).replace(/[\uD800-\uDBFF]$/, '') : undefined)
      }),
    )
  })

  it('never sends the visitor to another host, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, returnPath), wellFormed, (path, title) => {
        let href: string
        try {
          href = loginPath(path, title)
        } catch (error) {
          // Half a UTF-16 pair cannot be written in a URL at all; no location the router hands over holds one.
          expect(error).toBeInstanceOf(URIError)
          return
        }
        const back = loginQuery(href).returnUrl
        if (back !== undefined) expect(new URL(back, base).host).toBe('land.example')
      }),
    )
  })
})

describe.each(brandIds)('the flyer path on %s', (brandId) => {
  const match = brandRoutes(brandId)
  const beforeLoad = (pathname: string) => {
    const { routeId, params, route } = match(pathname)
    expect(routeId).toBe('/flyer/$propertyId')
    try {
      return (route!.options.beforeLoad as (m: unknown) => { propertyId: number })({ params })
    } catch (error) {
      expect(isNotFound(error)).toBe(true)
      return null
    }
  }

  it('reads back the listing of every flyer link', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999 }), (id) => {
        const path = flyerPath(id)
        expect(isSafeSegment(path.slice('/flyer/'.length))).toBe(true)
        expect(beforeLoad(path)).toEqual({ propertyId: id })
      }),
    )
  })

  it('answers any other id with the 404 page, never an error', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const segment = encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) || 'x'
        const read = beforeLoad(`/flyer/${segment}`)
        if (read) expect(flyerPath(read.propertyId)).toBe(`/flyer/${match(`/flyer/${segment}`).params.propertyId}`)
      }),
    )
  })
})

describe('image paths', () => {
  /** The worker's image route under /images, with or without an image origin (worker/index.ts mounts it so). */
  const images = (imageOrigin: string | null) =>
    new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('config', { imageOrigin } as WorkerConfig)
        await next()
      })
      .route('/images', imageRoutes)
  // The drawn images' ids: an uploaded photo's (from firstUploadedDocumentId) is served from R2, which this Node test
  // has not (test/worker/listing-photos.test.ts serves those).
  const documentId = fc.integer({ min: 1, max: firstUploadedDocumentId - 1 })
  const servedSize = fc.constantFrom(...servedImageSizes)
  const side = fc.integer({ min: 1, max: imageSizeLimit })

  it('of a size the pages ask for are served as drawn, or redirect to the same image and size of the image origin', async () => {
    await fc.assert(
      fc.asyncProperty(documentId, servedSize, async (id, size) => {
        const path = imagePath(id, size)
        const drawn = await images(null).request(path)
        expect(drawn.status).toBe(200)
        expect(drawn.headers.get('content-type')).toBe('image/png')
        const moved = await images('https://img.example').request(path)
        expect(moved.status).toBe(302)
        expect(moved.headers.get('location')).toBe(`https://img.example/${id}.webp?w=${size.width}&h=${size.height}`)
      }),
      { numRuns: 50 },
    )
  })

  it('of any other size redirect to the nearest served size, here or at the image origin', async () => {
    await fc.assert(
      fc.asyncProperty(documentId, side, side, async (id, width, height) => {
        const nearest = nearestServedSize(width, height)
        fc.pre(nearest.width !== width || nearest.height !== height)
        const path = imagePath(id, { width, height })
        const moved = await images(null).request(path)
        expect(moved.status).toBe(302)
        expect(moved.headers.get('location')).toBe(imagePath(id, nearest))
        const atOrigin = await images('https://img.example').request(path)
        expect(atOrigin.headers.get('location')).toBe(
          `https://img.example/${id}.webp?w=${nearest.width}&h=${nearest.height}`,
        )
      }),
      { numRuns: 50 },
    )
  })

  it('answer anything else under /images/ with a 404, never an error', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, anyText, async (first, second) => {
        const segment = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) || '0'
        const answer = await images(null).request(`/images/${segment(first)}/${segment(second)}`)
        expect([200, 404]).toContain(answer.status)
      }),
      { numRuns: 50 },
    )
  })
})
