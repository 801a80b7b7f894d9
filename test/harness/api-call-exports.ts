import type { ApiCall } from '../../web/api/api-call.ts'

// The API calls among a set of modules' exports, apart from how the modules are found: vitest finds web/api/*.ts with
// Vite's import.meta.glob (api-calls.ts), `npm run soak` with a directory listing in plain Node (test/soak/).

function isApiCall(value: unknown): value is ApiCall {
  if (!value || typeof value !== 'object') return false
  const call = value as Partial<ApiCall>
  return (call.method === 'GET' || call.method === 'POST') && typeof call.path === 'string' && Boolean(call.response)
}

export function apiCallsIn(modules: readonly Record<string, unknown>[]): { name: string; call: ApiCall }[] {
  return modules.flatMap((module) =>
    Object.entries(module).flatMap(([name, value]) => (isApiCall(value) ? [{ name, call: value }] : [])),
  )
}
