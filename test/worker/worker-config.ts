import { env } from 'cloudflare:workers'
import type { BrandId } from '../../brands/brand-config.ts'
import { workerConfig } from '../../worker/config.ts'

/** The vars of the worker under test, parsed as the worker parses them. */
export const testConfig = workerConfig(env)

/** http://{the brand's canonical host}: where a test reaches a brand through the real Host path. */
export const brandOrigin = (id: BrandId) => `http://${testConfig.hosts[id][0]}`
