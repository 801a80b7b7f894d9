import { maxPhotoBytes, maxPhotosPerListing, photoMediaTypes, photoRefusals } from '../../api/listing-photos.ts'

// The photos a seller picks with a new listing (issue 32), kept in the browser until the listing is added and then
// uploaded (listing-added.tsx). Checked here by the worker's own limits and words (web/api/listing-photos.ts), so a
// photo that would be refused is refused before the seller writes its alt text; the worker checks the bytes again.

export interface PendingPhoto {
  /** Stable across reorders: React's key, and the preview's. */
  key: string
  file: File
  altText: string
}

const takenTypes: readonly string[] = photoMediaTypes

/** `current` with the files that pass added after it, and the refusal of each that does not, in the order picked. */
export function withPhotoFiles(
  current: readonly PendingPhoto[],
  files: readonly File[],
  keyOf: (file: File) => string,
): { photos: PendingPhoto[]; refusals: string[] } {
  const photos = [...current]
  const refusals: string[] = []
  for (const file of files) {
    if (!takenTypes.includes(file.type)) refusals.push(photoRefusals.notAPhoto(file.name))
    else if (file.size > maxPhotoBytes) refusals.push(photoRefusals.tooLarge(file.name, file.size))
    else if (photos.length >= maxPhotosPerListing) refusals.push(photoRefusals.tooMany(0))
    else photos.push({ key: keyOf(file), file, altText: '' })
  }
  return { photos, refusals: [...new Set(refusals)] }
}

/** The photos with the one at `index` moved one place earlier (-1) or later (1). */
export function movedPhoto<T>(photos: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by
  if (to < 0 || to >= photos.length) return [...photos]
  const order = [...photos]
  const [moved] = order.splice(index, 1)
  order.splice(to, 0, moved!)
  return order
}
