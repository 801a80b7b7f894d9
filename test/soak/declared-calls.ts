import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ApiCall } from '../../web/api/api-call.ts'
import { apiCallsIn } from '../harness/api-call-exports.ts'
import { projectRoot } from '../support/local-server.ts'

// The API calls web/api/*.ts declare, as the fuzzer's vitest run finds them (test/harness/api-calls.ts), but in plain
// Node: there is no import.meta.glob outside Vite, so the folder is listed and each module imported. Sorted by file
// name as the glob is, so a seed samples the same requests here as there.

export async function declaredApiCallsInNode(): Promise<{ name: string; call: ApiCall }[]> {
  const folder = join(projectRoot, 'web/api')
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.ts'))
    .sort()
  const modules: Record<string, unknown>[] = []
  for (const file of files)
    modules.push((await import(pathToFileURL(join(folder, file)).href)) as Record<string, unknown>)
  return apiCallsIn(modules)
}
