import { spawn } from 'node:child_process'
import { projectEnv, projectRoot } from './local-server.ts'

// `npm test`: the client build, then side by side the type check, the lint and vitest (worker, unit and browser
// files, balanced by vitest over its workers: vitest.config.ts). vitest's output streams as it comes; the type check's
// and the lint's are printed whole when they end, so neither is cut into it. The run ends with each stage's wall
// time, after vitest's own lane times (test/support/summary-reporter.ts). Arguments go to vitest. Exits with the
// first failure's code.

interface Stage {
  name: string
  command: string
  args: string[]
  /** Print the output as it comes rather than whole at the end. */
  stream?: boolean
}

function run(stage: Stage): Promise<{ stage: Stage; code: number; seconds: number }> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, {
      cwd: projectRoot,
      env: projectEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const take = (chunk: Buffer) => (stage.stream ? process.stdout.write(chunk) : (output += chunk.toString()))
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('close', (code, signal) => {
      const result = { stage, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }
      if (!stage.stream) process.stdout.write(`\n──── ${stage.name} (exit ${result.code}) ────\n${output}\n`)
      resolve(result)
    })
  })
}

const started = Date.now()
const build = await run({ name: 'build', command: 'vite', args: ['build', '--logLevel', 'warn'], stream: true })
const results = [build]
if (build.code === 0) {
  results.push(
    ...(await Promise.all([
      run({ name: 'typecheck', command: 'tsc', args: [] }),
      run({ name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] }),
      run({ name: 'vitest', command: 'vitest', args: ['run', ...process.argv.slice(2)], stream: true }),
    ])),
  )
}
console.log(
  `\nnpm test stages: ${results.map((r) => `${r.stage.name} ${r.seconds.toFixed(0)} s${r.code ? ' FAILED' : ''}`).join(', ')}; wall ${((Date.now() - started) / 1000).toFixed(0)} s`,
)
process.exit(results.find((r) => r.code !== 0)?.code ?? 0)
