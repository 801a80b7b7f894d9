// The visitor's answer to the cookie banner, kept a year in a first-party cookie (not HttpOnly: the page writes it)
// that the worker reads too, so a page whose visitor rejected tracking is served a CSP that allows no tracker.

export type ConsentChoice = 'accepted' | 'rejected'

const consentCookie = 'tracking_consent'
const yearSeconds = 365 * 24 * 60 * 60

/** The stored choice in a Cookie header or document.cookie, or null when the visitor has not chosen. */
export function consentChoiceOf(cookies: string | null | undefined): ConsentChoice | null {
  const value = new RegExp(`(?:^|;\\s*)${consentCookie}=(accepted|rejected)(?:;|$)`).exec(cookies ?? '')?.[1]
  return (value as ConsentChoice | undefined) ?? null
}

/** The Set-Cookie text that stores a choice for a year, for the whole site (document.cookie = …). */
export function consentCookieText(choice: ConsentChoice, secure: boolean): string {
  return `${consentCookie}=${choice}; Max-Age=${yearSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * No tracker may load: the visitor rejected them, or their browser sends Global Privacy Control (the Sec-GPC: 1
 * header, navigator.globalPrivacyControl), which counts as a rejection without asking.
 */
export const trackingRefused = (choice: ConsentChoice | null, globalPrivacyControl: boolean) =>
  globalPrivacyControl || choice === 'rejected'
