/** Values bound to one SQL statement, numbered ?1, ?2… in the order the statement's text asks for them. */
export class SqlValues {
  readonly list: unknown[] = []

  /** The placeholder of a new bound value. */
  bind(value: string | number): string {
    this.list.push(value)
    return `?${this.list.length}`
  }
}

/** A list of whole numbers written into SQL: only numbers the schema already checked, never text. */
export function integerList(values: readonly number[]): string {
  for (const value of values) if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`)
  return values.join(', ')
}
