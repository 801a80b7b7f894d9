import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// `tsc` must pass on a fresh clone, before any `npm run build`: no source may need the build's output (dist/) to type
// check. The worker does bundle files of the client build (worker/ssr/client-assets.ts); each such import must match
// a declaration of that output (worker/ssr/client-build.d.ts), and TypeScript must take the declaration rather than
// open the file (resolveJsonModule off), so the types are the same with and without a build.

const projectRoot = join(import.meta.dirname, '../..')
/** What the build writes (.gitignore): absent on a fresh clone. */
const buildOutput = /^dist\//

const { config } = ts.readConfigFile(join(projectRoot, 'tsconfig.json'), ts.sys.readFile)
const project = ts.parseJsonConfigFileContent(config, ts.sys, projectRoot)

/** Every import of a build output by a file tsc checks: the importer and the output, relative to the project. */
function buildOutputImports(): { importer: string; specifier: string; output: string }[] {
  return project.fileNames.flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => ({
        importer: relative(projectRoot, file),
        specifier: fileName,
        output: relative(projectRoot, resolve(dirname(file), fileName)),
      }))
      .filter(({ output }) => buildOutput.test(output))
  })
}

/**
 * TypeScript's own errors for those imports when the build is missing: each importer's imports of the build, checked
 * in a file beside it, on a disk without dist/, by a program of that file and the project's declarations of modules
 * by pattern (just those files and nothing they import: TypeScript matches an import to them by its text alone).
 */
function errorsWithoutBuild(imports: readonly { importer: string; specifier: string }[]): string[] {
  const options: ts.CompilerOptions = { ...project.options, types: [], noLib: true, noResolve: true }
  const host = ts.createCompilerHost(options)
  const built = (path: string) => buildOutput.test(relative(projectRoot, resolve(path)))
  const { fileExists, readFile, directoryExists, getSourceFile } = host
  host.fileExists = (path) => !built(path) && fileExists.call(host, path)
  host.readFile = (path) => (built(path) ? undefined : readFile.call(host, path))
  host.directoryExists = (path) => !built(path) && (directoryExists?.call(host, path) ?? true)
  const probes = new Map<string, string>()
  for (const [index, { importer, specifier }] of imports.entries()) {
    const probe = join(projectRoot, dirname(importer), '__build-output-probe__.ts')
    probes.set(probe, `${probes.get(probe) ?? ''}export { default as output${index} } from '${specifier}'\n`)
  }
  host.getSourceFile = (path, language, ...rest) => {
    const text = probes.get(resolve(path))
    return text === undefined
      ? getSourceFile.call(host, path, language, ...rest)
      : ts.createSourceFile(path, text, language)
  }
  const declarations = project.fileNames.filter(
    (file) => file.endsWith('.d.ts') && /declare module ['"][^'"]*\*/.test(readFileSync(file, 'utf8')),
  )
  const program = ts.createProgram([...probes.keys(), ...declarations], options, host)
  return [...probes.keys()].flatMap((probe) => {
    const source = program.getSourceFile(probe)
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) =>
      ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    )
  })
}

describe('type checking needs no build', () => {
  const imports = buildOutputImports()

  it('finds the worker’s imports of the client build (the scan works)', () => {
    expect(imports.map(({ importer, output }) => `${importer} -> ${output}`)).toEqual(
      expect.arrayContaining([
        'worker/ssr/client-assets.ts -> dist/client/.vite/manifest.json',
        'worker/ssr/client-assets.ts -> dist/client/.vite/lazy-exports.json',
        'worker/ssr/client-assets.ts -> dist/client/.vite/inline-css.json',
      ]),
    )
  })

  it('every import of a build output type checks without the build (a declaration of it in a .d.ts)', () => {
    expect(errorsWithoutBuild(imports), 'declare the output in worker/ssr/client-build.d.ts').toEqual([])
  }, 20_000)

  it('a build output with no declaration would fail (the check can fail)', () => {
    const errors = errorsWithoutBuild([
      { importer: 'worker/ssr/client-assets.ts', specifier: '../../dist/client/x.json' },
    ])
    expect(errors).toEqual([expect.stringContaining("Cannot find module '../../dist/client/x.json'")])
  }, 20_000)

  it('TypeScript takes the declarations even after a build, never the built files (resolveJsonModule off)', () => {
    // With it on, tsc reads a built .json instead of its declaration: types that differ with and without a build.
    expect(imports.some(({ output }) => output.endsWith('.json'))).toBe(true)
    expect(project.options.resolveJsonModule ?? false).toBe(false)
  })
})
