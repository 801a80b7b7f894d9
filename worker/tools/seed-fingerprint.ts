// What decides the rows `npm run db:seed` loads, as one hash: a second run whose hash matches the loaded seed's skips
// the load (seed.ts), so `npm start` stays quick, and any change that could change the rows reloads them. The source
// is every module the seed imports, directly or through others, found by walking the imports from the seed's own
// module when it runs (no list to keep in step): type-only imports too, as the hash cannot tell what a type changes.
// Beside them: the version of each package those modules import, the migrations (a new one may change what the rows
// must look like), the data files the seed reads (geography) and its options.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** Reads a file as text; undefined when there is none. Tests give their own, to change a file without writing it. */
export type ReadText = (path: string) => string | undefined

const readText: ReadText = (path) => {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'EISDIR') return undefined
    throw error
  }
}

/** Extensions tried, in order, for an import without one (the project writes them; a type-only import need not). */
const implicitExtensions = ['.ts', '.tsx', '/index.ts', '/index.tsx']
const sourceFile = /\.(m|c)?tsx?$/

/** The package a bare import names ('valibot', '@tanstack/react-query'); undefined for node's own modules. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('node:')) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

export interface ImportGraph {
  /** Every file the entries import, directly or through others, the entries included: absolute paths, sorted. */
  files: string[]
  /** The packages they import by name ('valibot'), sorted. */
  packages: string[]
}

/**
 * The static import graph of the entry modules: each module's imports (import and export … from, type-only ones,
 * import() of a literal path), as TypeScript's preprocessor finds them, followed through the project's relative
 * paths. A file that is not a module (a .sql, a .css) is in the graph but not read for imports.
 */
export function importGraph(entries: readonly string[], read: ReadText = readText): ImportGraph {
  const texts = new Map<string, string | undefined>()
  const readOnce = (path: string) => {
    if (!texts.has(path)) texts.set(path, read(path))
    return texts.get(path)
  }
  const files = new Set<string>()
  const packages = new Set<string>()
  const pending = entries.map((entry) => resolve(entry))
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue
    const text = readOnce(file)
    if (text === undefined) throw new Error(`seed fingerprint: cannot read ${file}`)
    files.add(file)
    if (!sourceFile.test(file)) continue
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!specifier.startsWith('.')) {
        const name = packageOf(specifier)
        if (name) packages.add(name)
        continue
      }
      const path = resolve(dirname(file), specifier.replace(/[?#].*$/, ''))
      const found = [path, ...implicitExtensions.map((extension) => path + extension)].find(
        (candidate) => readOnce(candidate) !== undefined,
      )
      if (!found) throw new Error(`seed fingerprint: ${file} imports ${specifier}, which is not there`)
      pending.push(found)
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort() }
}

export interface SeedInputs {
  repoRoot: string
  /** The seed's entry modules (seed.ts itself). */
  entries: readonly string[]
  /** The D1 migrations (wrangler.toml's migrations_dir): every .sql file in it. */
  migrationsDir: string
  /** The data files' text the seed reads and passes to the generator (the geography CSVs), by name. */
  data: Readonly<Record<string, string>>
  /** The seed's options (listings, seed, reference date). */
  options: unknown
}

/** The hash of everything that decides the seed's rows (see the top of this file). */
export function seedFingerprint(inputs: SeedInputs, read: ReadText = readText): string {
  const { repoRoot, entries, migrationsDir, data, options } = inputs
  const hash = createHash('sha256')
  const add = (name: string, text: string) => hash.update(`${name}\0${text.length}\0`).update(text)
  const graph = importGraph(entries, read)
  const migrations = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(migrationsDir, name))
  for (const file of [...graph.files, ...migrations]) {
    const text = read(file)
    if (text === undefined) throw new Error(`seed fingerprint: cannot read ${file}`)
    add(relative(repoRoot, file), text)
  }
  for (const name of graph.packages) {
    const manifest = read(join(repoRoot, 'node_modules', name, 'package.json'))
    add(`package ${name}`, manifest ? String((JSON.parse(manifest) as { version?: unknown }).version) : 'missing')
  }
  for (const name of Object.keys(data).sort()) add(`data ${name}`, data[name] ?? '')
  add('options', JSON.stringify(options))
  return hash.digest('hex')
}
