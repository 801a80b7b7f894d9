import { maxPhotoBytes, maxPhotoPixels, minPhotoSide, photoRefusals } from '../../web/api/listing-photos.ts'

// An uploaded photo's bytes: checked by what they are (not by name or declared type), re-encoded by the Images
// binding (Cloudflare Images deployed, sharp in Miniflare locally) so that no metadata of the camera's survives (EXIF,
// GPS, XMP), and kept in the PHOTOS R2 bucket as WebP, a little larger than the largest size pages show.

/** Uploaded photos' document ids start here, far past the seed's drawn ones (migration 0030). */
export const firstUploadedDocumentId = 100_000_000_000
export const isUploadedPhoto = (documentId: number) => documentId >= firstUploadedDocumentId

export const photoKey = (documentId: number) => `photos/${documentId}`

/** The kept copy: its longer side at most this (past the largest size pages show, 1800×1200), WebP at this quality. */
const keptSide = 2400
const keptQuality = 85

const startsWith = (bytes: Uint8Array, at: number, expected: number[]) =>
  expected.every((byte, index) => bytes[at + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The photo formats we take, by their first bytes. */
function photoFormat(bytes: Uint8Array): 'JPEG' | 'PNG' | 'WebP' | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'JPEG'
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'PNG'
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'WebP'
  return null
}

/** A photo we keep: its re-encoded copy, and the size of the photo as uploaded. */
export interface AcceptedPhoto {
  kept: ArrayBuffer
  width: number
  height: number
}
export type CheckedPhoto = AcceptedPhoto | { refused: string }

/** The file as the copy of it we keep, or why it is refused, in words for the seller. */
export async function acceptPhoto(
  images: ImagesBinding,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<CheckedPhoto> {
  const called = `"${name}"`
  if (bytes.byteLength > maxPhotoBytes) return { refused: photoRefusals.tooLarge(name, bytes.byteLength) }
  if (!photoFormat(bytes)) return { refused: photoRefusals.notAPhoto(name) }
  const unreadable = { refused: `${called} could not be read as a photo.` }
  const info = await images.info(streamOf(bytes)).catch(() => null)
  if (!info || !('width' in info)) return unreadable
  const { width, height } = info
  if (width * height > maxPhotoPixels) {
    return {
      refused: `${called} is ${width}×${height} pixels; a photo may have at most ${maxPhotoPixels / 1e6} million.`,
    }
  }
  if (Math.min(width, height) < minPhotoSide) {
    return { refused: `${called} is ${width}×${height} pixels; each side must be at least ${minPhotoSide}.` }
  }
  // A file whose header reads but whose pixels do not (cut off, damaged) fails here, before anything is stored.
  const kept = await keptCopy(images, bytes).catch(() => null)
  return kept ? { kept, width, height } : unreadable
}

const streamOf = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes]).stream()

/** The copy we keep: re-encoded (no metadata), turned upright, at most keptSide on its longer side. */
async function keptCopy(images: ImagesBinding, bytes: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> {
  const result = await images
    .input(streamOf(bytes))
    .transform({ width: keptSide, height: keptSide, fit: 'scale-down' })
    .output({ format: 'image/webp', quality: keptQuality })
  return new Response(result.image()).arrayBuffer()
}
