import type { ListingPhotos } from '../../web/api/listing-photos.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { ownedBy } from '../listings/manage-listings.ts'
import { firstUploadedDocumentId } from './photo-storage.ts'

// A listing's photos in D1: listing_images (order and alt text, every photo) and listing_photos (the uploaded ones).
// The listing's thumbnail and photo count follow every change, as the search cards read them.

type Db = D1Database | D1DatabaseSession

/** The listing is the seller's (or one of its agents') and the site has not withdrawn it. */
export async function sellerOwnsListing(db: Db, accountId: number, listingId: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS owned FROM listings l
        WHERE l.id = ?1 AND ${ownedBy('?2')} AND l.market_status != ${marketStatus.invalid}`,
    )
    .bind(listingId, accountId)
    .first()
  return row !== null
}

export async function photosOf(db: Db, listingId: number): Promise<ListingPhotos> {
  const { results } = await db
    .prepare(
      `SELECT i.document_id AS documentId, i.alt_text AS altText, p.document_id IS NOT NULL AS uploaded
         FROM listing_images i LEFT JOIN listing_photos p ON p.document_id = i.document_id
        WHERE i.listing_id = ?1 ORDER BY i.position`,
    )
    .bind(listingId)
    .all<{ documentId: number; altText: string; uploaded: number }>()
  return { listingId, photos: results.map((row) => ({ ...row, uploaded: row.uploaded === 1 })) }
}

const listingSummaryOfPhotos = (db: Db, listingId: number) =>
  db
    .prepare(
      `UPDATE listings SET
         image_count = (SELECT count(*) FROM listing_images WHERE listing_id = ?1),
         thumbnail_document_id = (SELECT document_id FROM listing_images WHERE listing_id = ?1 ORDER BY position LIMIT 1)
       WHERE id = ?1`,
    )
    .bind(listingId)

export interface StoredPhoto {
  width: number
  height: number
  bytes: number
}

/**
 * New document ids for photos about to be stored, each past the largest uploaded one. Rows of listing_photos alone
 * show nothing: the photos join the listing (showPhotos) once their bytes are stored.
 */
export async function newPhotoIds(db: Db, listingId: number, photos: StoredPhoto[], now: Date): Promise<number[]> {
  const insert = db.prepare(
    `INSERT INTO listing_photos (document_id, listing_id, width, height, bytes, uploaded_at)
     SELECT coalesce(max(document_id), ?1 - 1) + 1, ?2, ?3, ?4, ?5, ?6 FROM listing_photos
     RETURNING document_id AS documentId`,
  )
  const results = await db.batch<{ documentId: number }>(
    photos.map((photo) =>
      insert.bind(firstUploadedDocumentId, listingId, photo.width, photo.height, photo.bytes, now.toISOString()),
    ),
  )
  return results.map((result) => result.results[0]!.documentId)
}

/** Takes back ids whose bytes could not be stored. */
export async function forgetPhotoIds(db: Db, documentIds: number[]) {
  await db
    .prepare('DELETE FROM listing_photos WHERE document_id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(documentIds))
    .run()
}

/** Stored photos join the end of the listing's photos. */
export async function showPhotos(db: Db, listingId: number, photos: { documentId: number; altText: string }[]) {
  const append = db.prepare(
    `INSERT INTO listing_images (listing_id, position, document_id, alt_text)
     SELECT ?1, coalesce(max(position), -1) + 1, ?2, ?3 FROM listing_images WHERE listing_id = ?1`,
  )
  await db.batch([
    ...photos.map((photo) => append.bind(listingId, photo.documentId, photo.altText)),
    listingSummaryOfPhotos(db, listingId),
  ])
}

/**
 * Puts the listing's photos in the given order. Two steps in one batch: the positions are the key, so every photo is
 * moved out of the way (negative) before any takes its new place.
 */
export async function orderPhotos(db: Db, listingId: number, documentIds: number[]) {
  await db.batch([
    db.prepare('UPDATE listing_images SET position = -1 - position WHERE listing_id = ?1').bind(listingId),
    db
      .prepare(
        `UPDATE listing_images
            SET position = (SELECT CAST(key AS INTEGER) FROM json_each(?2) WHERE value = listing_images.document_id)
          WHERE listing_id = ?1`,
      )
      .bind(listingId, JSON.stringify(documentIds)),
    listingSummaryOfPhotos(db, listingId),
  ])
}

export async function changeAltText(db: Db, listingId: number, documentId: number, altText: string) {
  await db
    .prepare('UPDATE listing_images SET alt_text = ?3 WHERE listing_id = ?1 AND document_id = ?2')
    .bind(listingId, documentId, altText)
    .run()
}

/** Takes a photo off the listing; the rest close up, in their order. */
export async function removePhoto(db: Db, listingId: number, documentId: number, rest: number[]) {
  await db.batch([
    db.prepare('DELETE FROM listing_images WHERE listing_id = ?1 AND document_id = ?2').bind(listingId, documentId),
    db.prepare('DELETE FROM listing_photos WHERE listing_id = ?1 AND document_id = ?2').bind(listingId, documentId),
  ])
  await orderPhotos(db, listingId, rest)
}
