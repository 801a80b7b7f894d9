/** Criteria the search cannot answer: a place or page that does not exist (404), or an area that is not one (400).
 *  The API answers the error body naming the field. */
export class SearchRefused extends Error {
  readonly status: 400 | 404
  readonly field: string
  constructor(status: 400 | 404, field: string, message: string) {
    super(message)
    this.status = status
    this.field = field
  }
}
