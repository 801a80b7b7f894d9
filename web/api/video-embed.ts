import * as v from 'valibot'
import { videoHostNames, videoOf } from '../rules/listing-media.ts'

/**
 * A video a page frames: a listing's (listing-detail.ts) or a seller's (sellers.ts). Checked against the hosts the
 * pages may frame (web/rules/listing-media.ts) at every boundary, not only where the worker builds it: an upstream
 * API's answer is framed by the same rules.
 */
export const videoEmbed = v.pipe(
  v.object({ host: v.picklist(videoHostNames), id: v.string(), embedUrl: v.string() }),
  v.check((video) => videoOf(video.host, video.id)?.embedUrl === video.embedUrl, 'video must play on its host'),
)
export type VideoEmbed = v.InferOutput<typeof videoEmbed>
