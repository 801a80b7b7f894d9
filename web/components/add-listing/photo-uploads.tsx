import { useEffect, useRef, useState } from 'react'
import { uploadListingPhotos } from '../../api/listing-photo-upload.ts'
import { useApi } from '../../site/api-context.tsx'
import { secondaryButton } from '../account/account-look.tsx'
import type { PendingPhoto } from './pending-photos.ts'

// The new listing's photos uploaded one by one once it is added (issue 32), each with where it stands: waiting, being
// uploaded, uploaded, or refused with the worker's words and a way to try it again. One at a time, so they arrive in
// the seller's order and one refused photo leaves the others in. Its own chunk, loaded with the "listing added" view.

type UploadState = { kind: 'waiting' | 'uploading' | 'uploaded' } | { kind: 'refused'; message: string }

const failedMessage = 'This photo could not be uploaded just now.'

export default function PhotoUploads(props: {
  listingId: number
  photos: readonly PendingPhoto[]
  csrfToken: string | null
}) {
  const { listingId, photos, csrfToken } = props
  const api = useApi()
  const [states, setStates] = useState<UploadState[]>(() => photos.map(() => ({ kind: 'waiting' })))
  const started = useRef(false)

  const setState = (index: number, state: UploadState) =>
    setStates((current) => current.map((each, at) => (at === index ? state : each)))

  async function upload(index: number) {
    const photo = photos[index]!
    setState(index, { kind: 'uploading' })
    const result = await uploadListingPhotos(api, listingId, [photo], csrfToken)
    if (result.kind === 'done') setState(index, { kind: 'uploaded' })
    else setState(index, { kind: 'refused', message: result.kind === 'refused' ? result.message : failedMessage })
  }

  useEffect(() => {
    // Once per listing, even when React runs the effect twice.
    if (started.current) return
    started.current = true
    void (async () => {
      for (const index of photos.keys()) await upload(index)
    })()
  }, [])

  if (photos.length === 0) return null
  const uploaded = states.filter((state) => state.kind === 'uploaded').length
  return (
    <section aria-label="Your photos" className="flex flex-col gap-2" data-testid="photo-uploads">
      <p role="status" className="m-0 font-semibold" data-testid="photo-uploads-count">
        {uploaded === photos.length
          ? `All ${photos.length} photos are uploaded.`
          : `${uploaded} of ${photos.length} photos uploaded.`}
      </p>
      <ol className="m-0 flex flex-col gap-1 pl-5 text-sm">
        {photos.map((photo, index) => {
          const state = states[index]!
          return (
            <li key={photo.key} data-testid="photo-upload" data-state={state.kind}>
              {photo.file.name}:{' '}
              {state.kind === 'waiting'
                ? 'waiting'
                : state.kind === 'uploading'
                  ? 'uploading…'
                  : state.kind === 'uploaded'
                    ? 'uploaded'
                    : null}
              {state.kind === 'refused' && (
                <>
                  <span className="text-red-700">{state.message}</span>{' '}
                  <button type="button" className={secondaryButton} onClick={() => void upload(index)}>
                    Try again<span className="sr-only"> {photo.file.name}</span>
                  </button>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
