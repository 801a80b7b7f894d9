import { readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importGraph, seedFingerprint, type ReadText } from '../../worker/tools/seed-fingerprint.ts'

// `npm start` reseeds the local D1 only when the seed's fingerprint changes (worker/tools/seed.ts): a change to any
// module the seed imports, however deep, must change it, and the modules are found by walking the imports, not listed.

const repoRoot = join(import.meta.dirname, '../..')
const seedEntry = join(repoRoot, 'worker/tools/seed.ts')
const migrationsDir = join(repoRoot, 'worker/db/migrations')
const inputs = {
  repoRoot,
  entries: [seedEntry],
  migrationsDir,
  data: { states: 'id,name\n1,Texas\n' },
  options: { listings: 100, seed: 1, referenceDate: '2025-06-01' },
}
const fromRoot = (path: string) => resolve(repoRoot, path)

/** The disk as it is, but with `path`'s text changed. */
const readingChanged =
  (path: string, change: (text: string) => string): ReadText =>
  (file) => {
    let text: string
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      return undefined
    }
    return file === fromRoot(path) ? change(text) : text
  }
const withComment = (text: string) => `${text}\n// changed\n`

describe('the seed fingerprint', () => {
  const graph = importGraph([seedEntry])
  const files = graph.files.map((file) => relative(repoRoot, file))
  const fingerprint = seedFingerprint(inputs)

  it('walks the seed’s imports to the deep modules, in every folder', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'worker/tools/seed.ts',
        'worker/tools/local-d1.ts',
        'worker/db/seed/generate.ts',
        'worker/db/seed/word-lists.ts',
        'worker/auth/password.ts',
        'worker/search/listing-counts.ts',
        'routes/links/url-name.ts',
        'brands/site-ids.ts',
        // seed.ts -> generate.ts -> site-content.ts -> search-url-codec.ts -> land-search-url.ts -> filter-segments.ts
        // -> filter-rules.ts -> these, seven imports deep
        'routes/search-urls/filter-rule-kinds.ts',
        'web/rules/broker-sorts.ts',
      ]),
    )
    expect(files.length).toBeGreaterThan(60)
    expect(graph.packages).toEqual(expect.arrayContaining(['valibot']))
  })

  it('leaves out what the seed does not import', () => {
    expect(files).not.toContain('worker/index.ts')
    expect(files.filter((file) => file.endsWith('.test.ts'))).toEqual([])
  })

  it('is the same for the same inputs', () => {
    expect(seedFingerprint(inputs)).toBe(fingerprint)
  })

  it.each(['routes/search-urls/filter-rule-kinds.ts', 'web/rules/broker-sorts.ts', 'worker/db/seed/generate.ts'])(
    'changes when %s changes',
    (path) => {
      expect(seedFingerprint(inputs, readingChanged(path, withComment))).not.toBe(fingerprint)
    },
  )

  it('changes when a migration changes', () => {
    expect(seedFingerprint(inputs, readingChanged('worker/db/migrations/0001_geography.sql', withComment))).not.toBe(
      fingerprint,
    )
  })

  it('does not change when a module the seed does not import changes', () => {
    expect(seedFingerprint(inputs, readingChanged('worker/index.ts', withComment))).toBe(fingerprint)
  })

  it('changes with the data and the options', () => {
    expect(seedFingerprint({ ...inputs, data: { states: 'id,name\n1,Utah\n' } })).not.toBe(fingerprint)
    expect(seedFingerprint({ ...inputs, options: { ...inputs.options, listings: 101 } })).not.toBe(fingerprint)
  })
})

describe('the import graph', () => {
  /** A small tree of modules held in memory. */
  const tree =
    (files: Record<string, string>): ReadText =>
    (path) =>
      files[relative('/tree', path)]

  it('follows imports, re-exports, type-only and dynamic imports, and paths without an extension', () => {
    const read = tree({
      'main.ts': [
        "import { a } from './a.ts'",
        "import type { B } from './types/b'",
        "export { c } from './c.tsx'",
        "const later = () => import('./d.ts')",
        "import schema from './schema.sql?raw'",
        "import * as v from 'valibot'",
        "import { join } from 'node:path'",
      ].join('\n'),
      'a.ts': "import { main } from './main.ts'\nexport const a = 1",
      'types/b.ts': "export type { E } from '../e/index.ts'",
      'c.tsx': 'export const c = 1',
      'd.ts': "// import './not-a-module.ts'\nexport const d = `import './nor-this.ts'`",
      'e/index.ts': "import type { Q } from '@scope/package/sub'",
      'schema.sql': 'CREATE TABLE t (id INTEGER)',
      'unused.ts': 'export const unused = 1',
    })
    const { files, packages } = importGraph(['/tree/main.ts'], read)
    expect(files.map((file) => relative('/tree', file))).toEqual([
      'a.ts',
      'c.tsx',
      'd.ts',
      'e/index.ts',
      'main.ts',
      'schema.sql',
      'types/b.ts',
    ])
    expect(packages).toEqual(['@scope/package', 'valibot'])
  })

  it('fails on an import that is not there, rather than leaving it out', () => {
    const read = tree({ 'main.ts': "import { gone } from './gone.ts'" })
    expect(() => importGraph(['/tree/main.ts'], read)).toThrow(/imports \.\/gone\.ts/)
  })
})
