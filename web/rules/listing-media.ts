// What a listing's detail page and a seller's page may play inside their own frames: the video hosts of spec §9 as
// their embeddable players, and the hosts of 3D tours. The worker's CSP frame-src is built from these lists
// (worker/middleware/security-headers.ts), so a host added here is allowed there, and no other.
import { videoHost } from './listing-rules.ts'

export type VideoHostId = (typeof videoHost)[keyof typeof videoHost]

/** Each video host by name: its spec id, the shape of its video ids, and where its player is framed from. */
const videoPlayers = {
  youtube: {
    hostId: videoHost.primary,
    // 11 characters of base64url. An id of any other shape never reaches a URL: it could add a path or a query.
    idPattern: /^[\w-]{11}$/,
    // The privacy-enhanced player: no cookies until the buyer plays the video.
    origin: 'https://www.youtube-nocookie.com',
    path: '/embed/',
  },
  vimeo: { hostId: videoHost.secondary, idPattern: /^\d{1,12}$/, origin: 'https://player.vimeo.com', path: '/video/' },
} as const

type VideoHostName = keyof typeof videoPlayers
export const videoHostNames = Object.keys(videoPlayers) as VideoHostName[]

interface EmbeddedVideo {
  host: VideoHostName
  id: string
  /** The player to frame. */
  embedUrl: string
}

/** The video of a host name and id, or null when the id is not of that host's shape. */
export function videoOf(host: VideoHostName, id: string): EmbeddedVideo | null {
  const player = videoPlayers[host]
  return player.idPattern.test(id) ? { host, id, embedUrl: `${player.origin}${player.path}${id}` } : null
}

/** A listing's or seller's video from its stored host id (video_host) and video id; null for an unknown host. */
export function storedVideo(hostId: number | null, id: string | null): EmbeddedVideo | null {
  const host = videoHostNames.find((name) => videoPlayers[name].hostId === hostId)
  return host && id ? videoOf(host, id) : null
}

/** The player starting at once: for a frame made by the buyer's click, which should not need a second one. */
export function autoplayUrl(video: EmbeddedVideo): string {
  // Both players read the same parameter.
  return `${video.embedUrl}?autoplay=1`
}

/** The hosts of 3D tours the page frames, by name (the seed builds its tours on Matterport's). */
export const virtualTourOrigins = { matterport: 'https://my.matterport.com' } as const
const tourOrigins: ReadonlySet<string> = new Set(Object.values(virtualTourOrigins))

/** The tour URL when it is an https page of a tour host, else null: a seller's link is never framed as it is. */
export function virtualTourUrl(url: string | null): string | null {
  let parsed: URL
  try {
    parsed = new URL(url ?? '')
  } catch {
    return null
  }
  return parsed.protocol === 'https:' && tourOrigins.has(parsed.origin) ? parsed.href : null
}

/** Every origin a listing or seller page frames: the video players and the tour hosts. */
export const framedMediaOrigins: readonly string[] = [
  ...videoHostNames.map((name) => videoPlayers[name].origin),
  ...tourOrigins,
]
