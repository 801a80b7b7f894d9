import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { delimiter, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultCount, defaultSeed } from './fuzzer.ts'

// `npm run fuzz -- --count N --seed S`: the HTTP fuzzer alone, N requests per brand (default 300) from seed S (default
// the fixed one in fuzzer.ts), and every wrong type on every field of every body. Runs `vitest run --project browser test/fuzz` with FUZZ_COUNT and FUZZ_SEED set; the
// browser project's global setup starts the worker's bundle on the seeded local D1 (the client must be built:
// `npm run build`). Any other argument goes to vitest as it is. Exits with vitest's code.

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const binDir = join(projectRoot, 'node_modules/.bin')

const usage = 'usage: node test/fuzz/run.ts [--count N] [--seed S] [vitest arguments…]'

function parse(argv: string[]): { env: Record<string, string>; rest: string[] } {
  const env: Record<string, string> = {}
  const rest: string[] = []
  const options: Record<string, { variable: string; valid: (value: number) => boolean }> = {
    '--count': { variable: 'FUZZ_COUNT', valid: (n) => Number.isSafeInteger(n) && n >= 0 },
    '--seed': { variable: 'FUZZ_SEED', valid: (n) => Number.isSafeInteger(n) },
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--help' || arg === '-h') {
      console.log(usage)
      process.exit(0)
    }
    const [name, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined]
    const option = options[name]
    if (!option) {
      rest.push(arg)
      continue
    }
    const value = inline ?? argv[++i]
    if (value === undefined || !option.valid(Number(value))) {
      console.error(`${name} needs an integer${name === '--count' ? ' >= 0' : ''}, got ${value ?? 'nothing'}\n${usage}`)
      process.exit(2)
    }
    env[option.variable] = String(Number(value))
  }
  return { env, rest }
}

const { env, rest } = parse(process.argv.slice(2))
const vitest = join(binDir, 'vitest')
if (!existsSync(vitest)) {
  console.error(`${vitest} is missing: run npm install`)
  process.exit(1)
}
console.log(
  `HTTP fuzz: ${env.FUZZ_COUNT ?? process.env.FUZZ_COUNT ?? defaultCount} requests per brand, ` +
    `seed ${env.FUZZ_SEED ?? process.env.FUZZ_SEED ?? defaultSeed}`,
)

const child = spawn(vitest, ['run', '--project', 'browser', 'test/fuzz', ...rest], {
  cwd: projectRoot,
  stdio: 'inherit',
  // The project's tools (Node 22 among them) first on PATH, as npm scripts have it.
  // The long run: every wrong type on every field (npm test shares them over three days).
  env: { FUZZ_FIELD_TYPES: 'all', ...process.env, ...env, PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}` },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
child.on('error', (error) => {
  console.error(`could not start vitest: ${error.message}`)
  process.exit(1)
})
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
