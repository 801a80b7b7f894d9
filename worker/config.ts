import * as v from 'valibot'
import type { BrandId } from '../brands/brand-config.ts'
import { brandIds, perBrand, type BrandHosts } from '../brands/brand-registry.ts'
import type { TrackingIds } from '../web/analytics/tracking-ids.ts'
import { missingBindings } from './required-bindings.ts'

// The worker's vars (wrangler.toml [vars], .dev.vars, the dashboard), parsed once into a typed config. A bad value
// stops the worker at start-up with a message naming the var (worker/index.ts parses the deploy's env when the
// module loads), instead of failing every request later.

const hostName = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/

/** 'a.example, b.example' -> ['a.example', 'b.example']: at least one host, each a plain lower-case host name. */
const hostList = v.pipe(
  v.string('must be a comma-separated list of host names'),
  v.transform((text) =>
    text
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  ),
  v.minLength(1, 'must name at least one host'),
  v.check((hosts) => hosts.every((host) => hostName.test(host)), 'must hold host names only (no scheme, port or path)'),
)

/** '' means "not set"; otherwise an http(s) origin or URL. */
const optionalUrl = (what: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((text) => text.trim()),
    v.check((text) => text === '' || /^https?:\/\/[^/\s]+/i.test(text), `must be empty or an http(s) ${what}`),
    v.check((text) => text === '' || URL.canParse(text), `must be empty or a valid ${what}`),
    v.transform((text) => (text === '' ? null : text)),
  )

type HostsVar = `${Uppercase<BrandId>}_HOSTS`
export const hostsVar = (id: BrandId) => `${id.toUpperCase()}_HOSTS` as HostsVar
const hostsVars = Object.fromEntries(brandIds.map((id) => [hostsVar(id), hostList])) as Record<
  HostsVar,
  typeof hostList
>

/** '' means "none"; otherwise one id of the tracker's own shape. */
const optionalId = (shape: RegExp, what: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((text) => text.trim()),
    v.check((text) => text === '' || shape.test(text), `must be empty or ${what}`),
    v.transform((text) => (text === '' ? null : text)),
  )
const analyticsId = optionalId(
  /^(G|GTM)-[A-Z0-9]{4,16}$/,
  'a Google Analytics measurement id (G-XXXXXXXXXX) or a Tag Manager container id (GTM-XXXXXXX)',
)
const adsId = optionalId(/^ca-pub-\d{16}$/, 'an AdSense publisher id (ca-pub- and 16 digits)')

// Each brand's trackers, by brand like its hosts: LAND_ANALYTICS_ID, LAND_ADS_ID, LANDWATCH_ANALYTICS_ID…
type TrackerVar = `${Uppercase<BrandId>}_${'ANALYTICS' | 'ADS'}_ID`
const trackerVar = (id: BrandId, tracker: 'ANALYTICS' | 'ADS') => `${id.toUpperCase()}_${tracker}_ID` as TrackerVar
const trackerVars = Object.fromEntries(
  brandIds.flatMap((id) => [
    [trackerVar(id, 'ANALYTICS'), analyticsId],
    [trackerVar(id, 'ADS'), adsId],
  ]),
) as Record<TrackerVar, typeof analyticsId>

/**
 * How long one attempt of a proxied API call may take (API_TIMEOUT_MS empty). A healthy API answers in well under a
 * second, so 8 s is failure, not a slow search; and a read's worst case, 4 attempts and 3 pauses of 300 ms (33 s),
 * still answers the visitor long before Cloudflare gives up on the request at 100 s.
 */
const defaultApiTimeoutMs = 8_000

const emailProviders = ['local', 'resend', 'none'] as const
// 'Land Marketplace <leads@land.example>' or a bare address.
const senderAddress = /^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/

const varsSchema = v.pipe(
  v.object({
    ...hostsVars,
    ...trackerVars,
    API_ORIGIN: optionalUrl('origin'),
    // Milliseconds each attempt of a proxied API call may take; empty: defaultApiTimeoutMs.
    API_TIMEOUT_MS: v.pipe(
      v.optional(v.string(), ''),
      v.transform((text) => (text.trim() === '' ? defaultApiTimeoutMs : Number(text))),
      v.number('must be a number of milliseconds'),
      v.integer('must be a whole number of milliseconds'),
      v.minValue(100, 'must be at least 100 ms'),
      // A read makes 4 attempts 300 ms apart: at 20 s they end before Cloudflare gives up on the visitor (100 s).
      v.maxValue(20_000, 'must be at most 20000 ms'),
    ),
    IMAGE_ORIGIN: optionalUrl('origin'),
    MAP_STYLE_URL: optionalUrl('URL'),
    ENVIRONMENT: v.picklist(['development', 'production'], 'must be development or production'),
    EMAIL_PROVIDER: v.optional(
      v.picklist(['', ...emailProviders], `must be empty or one of ${emailProviders.join(', ')}`),
      '',
    ),
    EMAIL_FROM: v.pipe(
      v.optional(v.string(), ''),
      v.transform((text) => text.trim()),
      v.check(
        (text) => text === '' || senderAddress.test(text),
        'must be empty or an address: "Name <leads@land.example>"',
      ),
    ),
    // Seconds between the page's login status checks (spec §9: the recheck interval comes from configuration).
    LOGIN_RECHECK_SECONDS: v.pipe(
      v.optional(v.string(), '300'),
      v.transform(Number),
      v.number(),
      v.integer('must be a whole number of seconds'),
      v.minValue(10, 'must be at least 10 seconds'),
      v.maxValue(86_400, 'must be at most 86400 seconds (a day)'),
    ),
    // A secret (wrangler secret put EMAIL_API_KEY), never a [vars] entry.
    EMAIL_API_KEY: v.optional(v.string(), ''),
    // A secret shared by a proxy front and its upstream (wrangler secret put API_PROXY_SECRET on both): long enough
    // that nobody guesses it, since whoever holds it may name the brand a request is for.
    API_PROXY_SECRET: v.pipe(
      v.optional(v.string(), ''),
      v.transform((text) => text.trim()),
      v.check((text) => text === '' || text.length >= 32, 'must be empty or at least 32 characters'),
      v.transform((text) => (text === '' ? null : text)),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['ENVIRONMENT'], ['EMAIL_PROVIDER']],
      (vars) => !(vars.ENVIRONMENT === 'production' && vars.EMAIL_PROVIDER === 'local'),
      'local keeps mail on this machine, and production serves no mailbox: use resend, or none to hold mail in the outbox',
    ),
    ['EMAIL_PROVIDER'],
  ),
  v.forward(
    v.partialCheck(
      [['EMAIL_PROVIDER'], ['EMAIL_FROM']],
      (vars) => vars.EMAIL_PROVIDER !== 'resend' || vars.EMAIL_FROM !== '',
      'must be set when EMAIL_PROVIDER is resend (a sender address of a domain verified with Resend)',
    ),
    ['EMAIL_FROM'],
  ),
  v.forward(
    v.partialCheck(
      [['EMAIL_PROVIDER'], ['EMAIL_API_KEY']],
      (vars) => vars.EMAIL_PROVIDER !== 'resend' || vars.EMAIL_API_KEY.trim() !== '',
      'must be set when EMAIL_PROVIDER is resend (wrangler secret put EMAIL_API_KEY)',
    ),
    ['EMAIL_API_KEY'],
  ),
)

/** How the outbox is sent (worker/email/): the local mailbox, Resend, or not at all (mail waits in the outbox). */
export type EmailConfig =
  { provider: 'local' } | { provider: 'none' } | { provider: 'resend'; from: string; apiKey: string }

/** Where proxy mode sends /api/* (worker/api/api-proxy.ts), and how long each attempt may take. */
export interface ApiUpstream {
  origin: string
  timeoutMs: number
  /** API_PROXY_SECRET, sent with every call so that the upstream believes the visitor's host this worker names. */
  secret: string | null
}

export interface WorkerConfig {
  /** Hosts per brand, the first canonical. */
  hosts: BrandHosts
  /** Set: /api/* is proxied to this upstream API. Null: the embedded API on D1 answers. */
  apiOrigin: ApiUpstream | null
  /** Set: images redirect to this origin's webp. Null: the worker draws placeholders. */
  imageOrigin: string | null
  /** Set: maps use this hosted vector style. Null: the outlines in public/geo. */
  mapStyleUrl: string | null
  environment: 'development' | 'production'
  /** EMAIL_PROVIDER empty: the local mailbox outside production, none in production. */
  email: EmailConfig
  /** How often, at most, a page asks whether its visitor is still logged in. */
  loginRecheckSeconds: number
  /** Each brand's analytics and ad ids; null where none is configured (nothing is then loaded or sent). */
  tracking: Record<BrandId, TrackingIds>
  /**
   * The secret a proxy front sends its upstream with every call (worker/api/proxy-headers.ts). On the upstream, only a
   * request carrying it may name the visitor's host in X-Forwarded-Host; null: no request may.
   */
  proxySecret: string | null
}

/**
 * Parses the vars; throws an Error whose message names every bad var and what is wrong with it, after the
 * `otherProblems` found beside them (the missing bindings, when the whole env is checked).
 */
export function parseWorkerConfig(vars: Record<string, unknown>, otherProblems: readonly string[] = []): WorkerConfig {
  const result = v.safeParse(varsSchema, vars, { abortPipeEarly: true })
  const varProblems = result.success
    ? []
    : result.issues.map((issue) => `${issue.path?.[0]?.key ?? 'vars'} ${issue.message}`)
  const problems = [...otherProblems, ...varProblems]
  if (!result.success || problems.length) throw new Error(`Worker configuration: ${problems.join('; ')}`)
  const parsed = result.output
  return {
    hosts: perBrand((id) => parsed[hostsVar(id)]),
    apiOrigin: parsed.API_ORIGIN
      ? { origin: parsed.API_ORIGIN, timeoutMs: parsed.API_TIMEOUT_MS, secret: parsed.API_PROXY_SECRET }
      : null,
    imageOrigin: parsed.IMAGE_ORIGIN,
    mapStyleUrl: parsed.MAP_STYLE_URL,
    environment: parsed.ENVIRONMENT,
    email: emailConfigOf(parsed),
    loginRecheckSeconds: parsed.LOGIN_RECHECK_SECONDS,
    tracking: perBrand((id) => ({
      analyticsId: parsed[trackerVar(id, 'ANALYTICS')],
      adsId: parsed[trackerVar(id, 'ADS')],
    })),
    proxySecret: parsed.API_PROXY_SECRET,
  }
}

function emailConfigOf(parsed: v.InferOutput<typeof varsSchema>): EmailConfig {
  const provider = parsed.EMAIL_PROVIDER || (parsed.ENVIRONMENT === 'production' ? 'none' : 'local')
  if (provider === 'resend') return { provider, from: parsed.EMAIL_FROM, apiKey: parsed.EMAIL_API_KEY.trim() }
  return { provider }
}

// One parse per env object: the deploy has one; tests may hand the app an env of their own.
const parsedConfigs = new WeakMap<object, WorkerConfig>()

/** The whole env's config: its vars and secrets parsed, its bindings checked (required-bindings.ts). */
export function workerConfig(env: object): WorkerConfig {
  let config = parsedConfigs.get(env)
  if (!config) {
    const vars = env as Record<string, unknown>
    config = parseWorkerConfig(vars, missingBindings(vars))
    parsedConfigs.set(env, config)
  }
  return config
}
