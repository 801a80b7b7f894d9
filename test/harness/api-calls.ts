import type { ApiCall } from '../../web/api/api-call.ts'

// Every API call the web/api/ modules declare, found by looking at what they export, so a call added there joins
// the contract test and the HTTP fuzzer without being listed a second time.

const modules = import.meta.glob<Record<string, unknown>>('../../web/api/*.ts', { eager: true })

function isApiCall(value: unknown): value is ApiCall {
  if (!value || typeof value !== 'object') return false
  const call = value as Partial<ApiCall>
  return (call.method === 'GET' || call.method === 'POST') && typeof call.path === 'string' && Boolean(call.response)
}

export const declaredApiCalls: readonly { name: string; call: ApiCall }[] = Object.values(modules).flatMap((module) =>
  Object.entries(module).flatMap(([name, value]) => (isApiCall(value) ? [{ name, call: value }] : [])),
)
