import { Hono } from 'hono'
import { validatePhoneCall } from '../../web/api/validation.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import type { AppEnv } from '../app-env.ts'
import { isPhoneFormatValid, validatePhone } from './phone-validation.ts'
import { badRequest, validate } from './validate.ts'

export const validationRoutes = new Hono<AppEnv>().get(
  validatePhoneCall.path,
  validate('param', validatePhoneCall.params),
  (c) => {
    const { phone } = c.req.valid('param')
    // A badly formatted number fails without asking the phone plan (spec §5).
    if (!isPhoneFormatValid(phone)) return badRequest(c, 'phone', validationMessages.phoneFormat)
    return c.json({ data: validatePhone(phone) })
  },
)
