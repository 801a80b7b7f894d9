import type { GenericSchema } from 'valibot'
import { csrfGuard } from '../auth/csrf.ts'
import { requireUser } from '../auth/current-session.ts'
import { requireJson, validate } from './validate.ts'

// The middleware a form's call passes before its handler, in one place: the CSRF walls (worker/auth/csrf.ts), who
// may send it, and its path and JSON body checked by the call's schemas. Spread into a route: .post(path,
// ...userForm(call), handler).

interface FormCall<P extends GenericSchema, B extends GenericSchema> {
  params: P
  body: B
}

/** A form sent without a session (login, register, reset): the walls that need no session. */
export const anonymousForm = <P extends GenericSchema, B extends GenericSchema>(call: FormCall<P, B>) =>
  [csrfGuard('optional'), validate('param', call.params), requireJson, validate('json', call.body)] as const

/** A logged-in person's form: every wall, then 401 without a session. */
export const userForm = <P extends GenericSchema, B extends GenericSchema>(call: FormCall<P, B>) =>
  [csrfGuard(), requireUser, validate('param', call.params), requireJson, validate('json', call.body)] as const
