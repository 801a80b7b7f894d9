import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { cruise, type IReporterOutput } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'

// The house's import rules are dependency-cruiser's, in .dependency-cruiser.ts: `npm run lint` checks them with
// depcruise, and this reads the same file the same way (the layers brands → web → routes → worker, no cycles, web/'s
// shared code apart from its UI).

const configFile = join(import.meta.dirname, '../../.dependency-cruiser.ts')

/** The folders `npm run lint` cruises (package.json: depcruise … brands web routes worker test). */
const cruisedFolders = ['brands', 'web', 'routes', 'worker', 'test'] as const

/** Cruises `paths` (relative to `baseDir`) against the rules: the modules it read, and each violation as a line. */
export async function importViolations(
  baseDir: string,
  paths: readonly string[] = cruisedFolders,
): Promise<{ modules: number; violations: string[] }> {
  const options = await extractDepcruiseOptions(configFile)
  const output: IReporterOutput = await cruise(
    paths.filter((path) => existsSync(join(baseDir, path))),
    { ...options, baseDir },
  )
  if (typeof output.output === 'string') throw new Error(`dependency-cruiser: ${output.output}`)
  const { summary } = output.output
  return {
    modules: summary.totalCruised,
    violations: summary.violations.map((violation) =>
      violation.cycle?.length
        ? `${violation.rule.name}: ${[violation.from, ...violation.cycle.map((step) => step.name)].join(' → ')}`
        : `${violation.rule.name}: ${violation.from} imports ${violation.to}`,
    ),
  }
}
