import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { projectEnv, projectRoot } from './local-server.ts'

// npm test's vitest, as two runs side by side: the page list (the `pages` project, about 520 s of chromium) and the
// browser files listed to follow it (`browser-after-pages`, vitest.config.ts), and everything else (`worker` and
// `unit`, then the other `browser` files one after another). Each browser project has its own wrangler dev and
// database (test/browser/global-setup.ts). One vitest run cannot overlap them: it runs projects whose files go one at
// a time after all the others, and one file at a time in all (vitest's groupSpecs), so the two chains added up (about
// 1,070 s); side by side the waits of one fill the other's. The other run's output streams as it comes; the page
// list's is printed whole when it ends, so neither is cut into the other. Arguments go to both runs.
// Exits with the first failure's code.

const vitest = join(projectRoot, 'node_modules/.bin/vitest')
const extra = process.argv.slice(2)

function run(projects: string[], stream: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(vitest, ['run', ...projects.flatMap((name) => ['--project', name]), ...extra], {
      cwd: projectRoot,
      env: projectEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const take = (chunk: Buffer) => (stream ? process.stdout.write(chunk) : (output += chunk.toString()))
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }))
  })
}

const pages = run(['pages', 'browser-after-pages'], false).then((result) => {
  process.stdout.write(
    `\n──── the page list and the browser files after it (vitest --project pages --project browser-after-pages) ────\n${result.output}\n`,
  )
  return result
})
const others = run(['worker', 'unit', 'browser'], true)
const codes = (await Promise.all([others, pages])).map((result) => result.code)
process.exit(codes.find((code) => code !== 0) ?? 0)
