import { useEffect, useRef, useState } from 'react'
import type { VideoEmbed } from '../../api/video-embed.ts'
import { autoplayUrl } from '../../rules/listing-media.ts'
import { SellerPanel } from './seller-panel.tsx'

export interface SellerVideoProps {
  video: VideoEmbed
  title: string
  heading: 'h2' | 'h3'
}

/**
 * The seller's video (spec §2 'broker video', a lazily loaded area) behind a facade: a button with the video's title
 * and a play sign. The host's player, its scripts and cookies, load only when the buyer asks for them: no third-party
 * frame on page load. The click starts the player, so one click plays.
 */
export function SellerVideo(props: SellerVideoProps) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  // The button the keyboard was on is gone: the player takes the focus, so Space and Enter keep working.
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])
  return (
    <SellerPanel id="seller-video" heading={props.heading} title="Video">
      <div className="relative aspect-video overflow-hidden rounded bg-brand-ink">
        {playing ? (
          <iframe
            ref={frame}
            src={autoplayUrl(props.video)}
            title={props.title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="absolute inset-0 flex cursor-pointer flex-col items-center justify-center gap-3 border-0 bg-transparent p-4 text-white"
          >
            <PlayIcon />
            <span className="text-center font-semibold">
              <span className="sr-only">Play </span>
              {props.title}
            </span>
          </button>
        )}
      </div>
    </SellerPanel>
  )
}

/** A round play sign in the button's text colour. */
function PlayIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
      <circle cx="28" cy="28" r="27" fill="rgba(0,0,0,0.45)" stroke="currentColor" strokeWidth="2" />
      <path d="M23 18l16 10-16 10z" fill="currentColor" />
    </svg>
  )
}
