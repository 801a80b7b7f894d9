import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { LoginInfo } from '../web/api/login-info.ts'
import { loginInfoQuery } from '../web/api/login-state.ts'
import type { RouterContext } from './router-context.ts'

/**
 * An account page's beforeLoad (spec §5): a visitor goes to /login carrying the page's location and title; the
 * dashboard also needs the admin flag, and anyone else goes to /login. The login info read here is the one the root
 * loads for the header, so a page costs no second call.
 */
export async function requireLogin(
  context: RouterContext,
  location: ParsedLocation,
  title: string,
  need: 'user' | 'admin' = 'user',
): Promise<LoginInfo> {
  const info = await context.queryClient.ensureQueryData(loginInfoQuery(context.api, context.brand.siteId))
  const user = info.userInfo
  if (!user || (need === 'admin' && !user.isAdmin)) {
    throw redirect({ href: context.links.login(location.href, title), statusCode: 302 })
  }
  return info
}
