import { cruise, type IFlattenedRuleSet, type IReporterOutput } from 'dependency-cruiser'

// The house's import rule as dependency-cruiser rules: imports flow one way, brands → web → routes → worker, so a
// folder imports only itself and the folders before it; no product code imports tests; no import cycles.

const layers = ['brands', 'web', 'routes', 'worker'] as const

const importRules: IFlattenedRuleSet = {
  forbidden: [
    ...layers.map((layer, index) => ({
      name: `${layer}-imports-only-earlier-layers`,
      comment: `${layer}/ may import ${layers.slice(0, index + 1).join(', ')} (imports flow brands → web → routes → worker)`,
      severity: 'error' as const,
      from: { path: `^${layer}/` },
      to: { path: `^(${[...layers.slice(index + 1), 'test'].join('|')})/` },
    })),
    {
      name: 'no-cycles',
      comment: 'a module must not import itself through others (type-only imports aside: they vanish at build)',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
}

/** Cruises `paths` (relative to `baseDir`) against the rules: the modules it read, and each violation as a line. */
export async function importViolations(
  baseDir: string,
  paths: readonly string[] = layers,
): Promise<{ modules: number; violations: string[] }> {
  const output: IReporterOutput = await cruise([...paths], {
    baseDir,
    validate: true,
    ruleSet: importRules,
    tsPreCompilationDeps: true,
    exclude: { path: '(^|/)node_modules/' },
  })
  if (typeof output.output === 'string') throw new Error(`dependency-cruiser: ${output.output}`)
  const { summary } = output.output
  return {
    modules: summary.totalCruised,
    violations: summary.violations.map(
      (violation) => `${violation.rule.name}: ${violation.from} imports ${violation.to}`,
    ),
  }
}
