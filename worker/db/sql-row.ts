import * as v from 'valibot'

// D1 answers SQLite rows: columns aliased in SQL to the contract's names arrive as they are, except booleans,
// which SQLite stores as 0/1. This turns a row into the contract's shape with the schema as the only map.

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>

const booleanKeysOf = new WeakMap<ObjectSchema, string[]>()

function booleanKeys(schema: ObjectSchema): string[] {
  let keys = booleanKeysOf.get(schema)
  if (!keys) {
    keys = Object.entries(schema.entries)
      .filter(([, entry]) => entry.type === 'boolean')
      .map(([key]) => key)
    booleanKeysOf.set(schema, keys)
  }
  return keys
}

/** Rows whose columns are aliased to the schema's keys, with the schema's boolean fields made booleans. */
export function fromSqlRows<TSchema extends ObjectSchema>(
  schema: TSchema,
  rows: readonly Record<string, unknown>[],
): v.InferOutput<TSchema>[] {
  const keys = booleanKeys(schema)
  return rows.map((row) => {
    const out: Record<string, unknown> = { ...row }
    for (const key of keys) out[key] = row[key] === 1 || row[key] === true
    return out as v.InferOutput<TSchema>
  })
}
