import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { FormMessage } from '../../account/form-field.tsx'
import { sendAccountCall, type FormResult } from '../../api/account-call.ts'
import { callPath } from '../../api/api-call.ts'
import { uploadListingPhotos } from '../../api/listing-photo-upload.ts'
import {
  changePhotoAltTextCall,
  deleteListingPhotoCall,
  listingPhotos,
  listingPhotosCall,
  maxAltTextLength,
  maxPhotosPerUpload,
  orderListingPhotosCall,
  photoMediaTypes,
  type ListingPhotos,
} from '../../api/listing-photos.ts'
import { getJson } from '../../api/api-client.ts'
import { useApi } from '../../site/api-context.tsx'
import { useSiteLinks } from '../../site/site-links.tsx'
import { movedPhoto } from '../add-listing/pending-photos.ts'
import { dangerButton, fieldClass, formBoxes, secondaryButton } from '../account/account-look.tsx'

// Manage Listings' photos of one listing (issue 32): add several at once, put them in order, give each its alt text,
// delete one, through web/api/listing-photos.ts. Its own chunk, loaded when a seller first opens it
// (manage-listings-page.tsx).

type Photo = ListingPhotos['photos'][number]

export default function PhotosEditor(props: {
  id: string
  listingId: number
  title: string
  csrfToken: string | null
  onClose: () => void
}) {
  const api = useApi()
  const heading = useRef<HTMLHeadingElement>(null)
  const [photos, setPhotos] = useState<Photo[] | null>(null)
  const [error, setError] = useState('')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    heading.current?.focus()
    void getJson(api, callPath(listingPhotosCall, { listingId: props.listingId }), listingPhotos).then((loaded) => {
      if (loaded) setPhotos(loaded.photos)
      else setError('The photos could not be loaded just now. Please try again.')
    })
  }, [api, props.listingId])

  /** Runs a change, then shows the listing's photos as the answer gives them, or why it was refused. */
  async function change(run: () => Promise<FormResult<ListingPhotos>>, done: string) {
    setBusy(true)
    setError('')
    setNote('')
    const result = await run()
    setBusy(false)
    if (result.kind === 'done') {
      setPhotos(result.data.photos)
      setNote(done)
    } else if (result.kind === 'refused') setError(result.message)
    else setError('The change could not be saved just now. Please try again.')
  }

  const params = { listingId: props.listingId }
  const token = props.csrfToken

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (files.length === 0) return
    const added = files.length === 1 ? 'Photo added.' : `${files.length} photos added.`
    const uploads = files.map((file) => ({ file, altText: '' }))
    void change(() => uploadListingPhotos(api, props.listingId, uploads, props.csrfToken), added)
  }

  const move = (index: number, by: -1 | 1) => {
    if (!photos) return
    const order = movedPhoto(
      photos.map((photo) => photo.documentId),
      index,
      by,
    )
    void change(
      () => sendAccountCall(api, orderListingPhotosCall, params, { documentIds: order }, token),
      `Photo moved to place ${index + by + 1}.`,
    )
  }

  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-heading`}
      className={`flex flex-col gap-4 rounded-lg border border-solid border-gray-300 bg-white p-3 sm:p-4 ${formBoxes}`}
      data-testid="photos-editor"
    >
      <h2 id={`${props.id}-heading`} ref={heading} tabIndex={-1} className="m-0 font-heading text-lg font-bold">
        Photos of {props.title}
      </h2>
      <div>
        <label htmlFor={`${props.id}-files`} className="block font-semibold">
          Add photos
        </label>
        <p id={`${props.id}-files-hint`} className="m-0 text-sm text-brand-muted">
          JPEG, PNG or WebP, up to {maxPhotosPerUpload} at a time. Their location data is removed.
        </p>
        <input
          id={`${props.id}-files`}
          type="file"
          multiple
          accept={photoMediaTypes.join(',')}
          aria-describedby={`${props.id}-files-hint`}
          disabled={busy}
          onChange={onFiles}
          className="mt-1"
          data-testid="photos-editor-files"
        />
      </div>
      <FormMessage text={error} />
      {photos === null ? (
        !error && <p className="m-0 text-sm">Loading the photos…</p>
      ) : photos.length === 0 ? (
        <p className="m-0 text-sm">This listing has no photos yet.</p>
      ) : (
        <ol className="m-0 flex list-none flex-col gap-3 p-0">
          {photos.map((photo, index) => (
            <PhotoItem
              key={photo.documentId}
              id={`${props.id}-${photo.documentId}`}
              photo={photo}
              place={index + 1}
              count={photos.length}
              busy={busy}
              onMove={(by) => move(index, by)}
              onAltText={(altText) =>
                void change(
                  () =>
                    sendAccountCall(
                      api,
                      changePhotoAltTextCall,
                      params,
                      { documentId: photo.documentId, altText },
                      token,
                    ),
                  `Alt text of photo ${index + 1} saved.`,
                )
              }
              onDelete={() =>
                void change(
                  () => sendAccountCall(api, deleteListingPhotoCall, params, { documentId: photo.documentId }, token),
                  `Photo ${index + 1} deleted.`,
                )
              }
            />
          ))}
        </ol>
      )}
      <div>
        <button type="button" className={secondaryButton} onClick={props.onClose}>
          Close
        </button>
      </div>
      <p role="status" className="m-0 text-sm text-green-800" data-testid="photos-editor-note">
        {note}
      </p>
    </section>
  )
}

function PhotoItem(props: {
  id: string
  photo: Photo
  place: number
  count: number
  busy: boolean
  onMove: (by: -1 | 1) => void
  onAltText: (altText: string) => void
  onDelete: () => void
}) {
  const [altText, setAltText] = useState(props.photo.altText)
  const links = useSiteLinks()
  const { place } = props
  return (
    <li className="flex flex-wrap items-start gap-3" data-testid="photos-editor-photo">
      <img
        src={links.image(props.photo.documentId, { width: 122, height: 81 })}
        width={122}
        height={81}
        alt={props.photo.altText}
      />
      <div className="flex min-w-48 flex-1 flex-col gap-2">
        <label htmlFor={`${props.id}-alt`} className="text-sm font-semibold">
          Alt text of photo {place}
        </label>
        <input
          id={`${props.id}-alt`}
          className={fieldClass}
          value={altText}
          maxLength={maxAltTextLength}
          onChange={(event) => setAltText(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={props.busy}
            onClick={() => props.onAltText(altText)}
          >
            Save alt text<span className="sr-only"> of photo {place}</span>
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={props.busy || place === 1}
            onClick={() => props.onMove(-1)}
          >
            Move earlier<span className="sr-only"> photo {place}</span>
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={props.busy || place === props.count}
            onClick={() => props.onMove(1)}
          >
            Move later<span className="sr-only"> photo {place}</span>
          </button>
          <button type="button" className={dangerButton} disabled={props.busy} onClick={props.onDelete}>
            Delete<span className="sr-only"> photo {place}</span>
          </button>
        </div>
      </div>
    </li>
  )
}
