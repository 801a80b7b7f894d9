import { useEffect, useState, type ChangeEvent } from 'react'
import { maxAltTextLength, maxPhotosPerListing, photoMediaTypes } from '../../api/listing-photos.ts'
import { dangerButton, fieldClass, secondaryButton } from '../account/account-look.tsx'
import { legendClass } from './form-look.tsx'
import { movedPhoto, withPhotoFiles, type PendingPhoto } from './pending-photos.ts'

// The add-listing form's photos (issue 32): several picked at once, each previewed with its alt text, put in order or
// removed before the listing is sent. They are uploaded once the listing is added (listing-added.tsx). A chunk of its
// own, server-rendered all the same: the page's first script has no room for it.

let picked = 0
const keyOf = (file: File) => `${file.name}-${file.size}-${++picked}`

export default function PhotoPicker(props: {
  id: string
  photos: PendingPhoto[]
  onPhotos: (photos: PendingPhoto[]) => void
}) {
  const { id, photos, onPhotos } = props
  const [refusals, setRefusals] = useState<string[]>([])

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    const added = withPhotoFiles(photos, files, keyOf)
    setRefusals(added.refusals)
    onPhotos(added.photos)
  }
  const change = (index: number, altText: string) =>
    onPhotos(photos.map((photo, at) => (at === index ? { ...photo, altText } : photo)))

  return (
    <fieldset className="m-0 flex flex-col gap-3 border-0 p-0" data-testid="photo-picker">
      <legend className={legendClass}>Photos (optional)</legend>
      <div>
        <label htmlFor={`${id}-files`} className="block text-sm font-semibold">
          Add photos
        </label>
        <p id={`${id}-files-hint`} className="m-0 text-sm text-brand-muted">
          JPEG, PNG or WebP, up to {maxPhotosPerListing}. The first is your listing’s main photo. Their location data is
          removed when they are uploaded.
        </p>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={photoMediaTypes.join(',')}
          aria-describedby={`${id}-files-hint`}
          onChange={onFiles}
          className="tap-target mt-1 max-w-full text-sm"
          data-testid="photo-picker-files"
        />
      </div>
      {refusals.length > 0 && (
        <ul role="alert" className="m-0 pl-5 text-sm text-red-700" data-testid="photo-picker-refusals">
          {refusals.map((refusal) => (
            <li key={refusal}>{refusal}</li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ol className="m-0 flex list-none flex-col gap-3 p-0">
          {photos.map((photo, index) => (
            <PendingPhotoItem
              key={photo.key}
              id={`${id}-${index}`}
              photo={photo}
              place={index + 1}
              count={photos.length}
              onAltText={(altText) => change(index, altText)}
              onMove={(by) => onPhotos(movedPhoto(photos, index, by))}
              onRemove={() => onPhotos(photos.filter((_, at) => at !== index))}
            />
          ))}
        </ol>
      )}
    </fieldset>
  )
}

function PendingPhotoItem(props: {
  id: string
  photo: PendingPhoto
  place: number
  count: number
  onAltText: (altText: string) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}) {
  const { photo, place } = props
  const [preview, setPreview] = useState<string | null>(null)
  // The preview is the file itself, shown from memory and let go when the photo leaves the list.
  useEffect(() => {
    const url = URL.createObjectURL(photo.file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [photo.file])
  return (
    <li className="flex flex-wrap items-start gap-3" data-testid="photo-picker-photo">
      {preview && <img src={preview} width={122} height={81} alt={photo.altText} className="rounded object-cover" />}
      <div className="flex min-w-48 flex-1 flex-col gap-2">
        <label htmlFor={`${props.id}-alt`} className="text-sm font-semibold">
          Alt text of photo {place} <span className="font-normal">({photo.file.name})</span>
        </label>
        <input
          id={`${props.id}-alt`}
          className={fieldClass}
          value={photo.altText}
          maxLength={maxAltTextLength}
          placeholder="What the photo shows: the pond from the north ridge"
          onChange={(event) => props.onAltText(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} disabled={place === 1} onClick={() => props.onMove(-1)}>
            Move earlier<span className="sr-only"> photo {place}</span>
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={place === props.count}
            onClick={() => props.onMove(1)}
          >
            Move later<span className="sr-only"> photo {place}</span>
          </button>
          <button type="button" className={dangerButton} onClick={props.onRemove}>
            Remove<span className="sr-only"> photo {place}</span>
          </button>
        </div>
      </div>
    </li>
  )
}
