import { Hono, type Context } from 'hono'
import {
  unsubscribeAboutCall,
  unsubscribeCall,
  unsubscribeRefusals,
  type UnsubscribeState,
} from '../../web/api/unsubscribe.ts'
import { alertsOf, stopAlerts } from '../alerts/alert-stops.ts'
import { unsubscribeTarget, type UnsubscribeTarget } from '../alerts/unsubscribe-token.ts'
import type { AppEnv } from '../app-env.ts'
import { badRequest, notFound, validate } from './validate.ts'

// One-click unsubscribe (web/api/unsubscribe.ts). No login and no CSRF token: the signed link is the proof, and a mail
// client's RFC 8058 POST (body `List-Unsubscribe=One-Click`, form-encoded) carries nothing else. Its body is not read.

async function answer(
  c: Context<AppEnv>,
  token: string,
  act: (target: UnsubscribeTarget) => Promise<UnsubscribeState | null>,
): Promise<Response> {
  const target = await unsubscribeTarget(c.var.db, token)
  if (!target) return badRequest(c, 'token', unsubscribeRefusals.forged)
  const state = await act(target)
  return state ? c.json(state) : notFound(c, 'token', unsubscribeRefusals.gone)
}

export const unsubscribeRoutes = new Hono<AppEnv>()
  .get(unsubscribeAboutCall.path, validate('param', unsubscribeAboutCall.params), (c) =>
    answer(c, c.req.valid('param').token, (target) => alertsOf(c.var.db, target)),
  )
  .post(unsubscribeCall.path, validate('param', unsubscribeCall.params), (c) =>
    answer(c, c.req.valid('param').token, (target) => stopAlerts(c.var.db, target, new Date())),
  )
