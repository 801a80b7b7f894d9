import type { ApiCall } from '../../web/api/api-call.ts'
import { apiCallsIn } from './api-call-exports.ts'

// Every API call the web/api/ modules declare, found by looking at what they export, so a call added there joins
// the contract test and the HTTP fuzzer without being listed a second time.

const modules = import.meta.glob<Record<string, unknown>>('../../web/api/*.ts', { eager: true })

export const declaredApiCalls: readonly { name: string; call: ApiCall }[] = apiCallsIn(Object.values(modules))
