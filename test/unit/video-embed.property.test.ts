import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { feedVideo } from '../../web/api/land-feed-rules.ts'
import { videoEmbed } from '../../web/api/video-embed.ts'
import {
  autoplayUrl,
  framedMediaOrigins,
  storedVideo,
  videoHostNames,
  videoOf,
  virtualTourOrigins,
  virtualTourUrl,
} from '../../web/rules/listing-media.ts'
import { videoHost } from '../../web/rules/listing-rules.ts'
import { anyText } from './url-properties.ts'

// What a listing or seller page frames (web/rules/listing-media.ts, spec §9 video hosts): a video's player URL from
// its host and id, checked again wherever an answer carries one (web/api/video-embed.ts), and read from the page
// addresses a land feed sends (feedVideo). A player is always on a framed origin with the id as its last segment and
// nothing after it; any other text is no video, never an error.

const youtubeId = fc.stringMatching(/^[\w-]{11}$/)
const vimeoId = fc.stringMatching(/^[1-9]\d{0,11}$/)
const video = fc.oneof(
  youtubeId.map((id) => videoOf('youtube', id)!),
  vimeoId.map((id) => videoOf('vimeo', id)!),
)

describe('players', () => {
  it('are on a framed origin, the id the last segment, nothing after it, and pass the embed check', () => {
    fc.assert(
      fc.property(video, (each) => {
        const url = new URL(each.embedUrl)
        expect(framedMediaOrigins).toContain(url.origin)
        expect(url.pathname.split('/').at(-1)).toBe(each.id)
        expect(url.search + url.hash).toBe('')
        expect(url.href).toBe(each.embedUrl)
        expect(v.parse(videoEmbed, each)).toEqual(each)
        expect(autoplayUrl(each)).toBe(`${each.embedUrl}?autoplay=1`)
      }),
    )
  })

  it('take no id that could add a path, a query or a host', () => {
    fc.assert(
      fc.property(fc.constantFrom(...videoHostNames), anyText, (host, id) => {
        const each = videoOf(host, id)
        if (!each) return
        expect(id).toMatch(/^[\w-]+$/)
        expect(new URL(each.embedUrl).pathname.endsWith(`/${id}`)).toBe(true)
      }),
    )
  })

  it('are read from a stored host and id by the spec’s host numbers only', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -5, max: 10 }), { nil: null }), youtubeId, (hostId, id) => {
        const stored = storedVideo(hostId, id)
        if (hostId === videoHost.primary) expect(stored).toEqual(videoOf('youtube', id))
        else if (hostId === videoHost.secondary) expect(stored).toEqual(videoOf('vimeo', id))
        else expect(stored).toBeNull()
      }),
    )
  })
})

describe('the embed check of answers', () => {
  it('refuses a player URL other than the host’s for the id, and any shape that is no video, without throwing', () => {
    const tampered = fc.tuple(video, anyText).map(([each, other]) => ({ ...each, embedUrl: each.embedUrl + other }))
    fc.assert(
      fc.property(fc.oneof(tampered, fc.anything()), (input) => {
        const result = v.safeParse(videoEmbed, input)
        if (result.success) expect(videoOf(result.output.host, result.output.id)?.embedUrl).toBe(result.output.embedUrl)
      }),
    )
  })
})

describe('feed video addresses', () => {
  const youtubePage = fc
    .tuple(youtubeId, fc.constantFrom('www.', 'm.', ''), fc.constantFrom('watch', 'embed', 'shorts', 'live', 'short'))
    .map(([id, sub, shape]) =>
      shape === 'watch'
        ? [id, `https://${sub}youtube.com/watch?v=${id}&t=42s`]
        : shape === 'short'
          ? [id, `https://youtu.be/${id}?si=abc`]
          : [id, `https://${sub}youtube.com/${shape}/${id}`],
    )
  const vimeoPage = fc
    .tuple(vimeoId, fc.boolean())
    .map(([id, player]) => [id, player ? `https://player.vimeo.com/video/${id}` : `https://vimeo.com/${id}`])

  it('read every page shape of each host as its player', () => {
    fc.assert(
      fc.property(youtubePage, ([id, url]) => {
        expect(feedVideo(url!)).toEqual(videoOf('youtube', id!))
      }),
    )
    fc.assert(
      fc.property(vimeoPage, ([id, url]) => {
        expect(feedVideo(url!)).toEqual(videoOf('vimeo', id!))
      }),
    )
  })

  it('read anything else as no video or a player on a framed origin, never an error', () => {
    const address = fc.oneof(
      anyText,
      fc.webUrl(),
      fc
        .tuple(fc.constantFrom('https://youtu.be/', 'https://www.youtube.com/watch?v=', 'http://vimeo.com/'), anyText)
        .map(([start, rest]) => start + rest),
    )
    fc.assert(
      fc.property(address, (url) => {
        const each = feedVideo(url)
        if (each) expect(framedMediaOrigins).toContain(new URL(each.embedUrl).origin)
      }),
    )
  })
})

describe('3D tours', () => {
  it('frame an https page of a tour host as it is, and nothing else', () => {
    const tourOrigin = fc.constantFrom(...Object.values(virtualTourOrigins))
    const tour = fc
      .tuple(tourOrigin, fc.stringMatching(/^[A-Za-z0-9]{6,14}$/))
      .map(([origin, id]) => `${origin}/show/?m=${id}`)
    fc.assert(
      fc.property(fc.oneof(tour, fc.webUrl(), anyText, fc.constant(null)), (url) => {
        const framed = virtualTourUrl(url)
        if (framed === null) return
        const parsed = new URL(framed)
        expect(parsed.protocol).toBe('https:')
        expect(Object.values(virtualTourOrigins)).toContain(parsed.origin)
        expect(framed).toBe(new URL(url!).href)
      }),
    )
    fc.assert(
      fc.property(tour, (url) => {
        expect(virtualTourUrl(url)).toBe(url)
      }),
    )
  })
})
