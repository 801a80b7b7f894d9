// User-facing texts of forms from the spec (§5, §8), written once; the error page's are in error-messages.ts.

export const validationMessages = {
  numeric: 'Please enter a number.',
  email: 'Please enter an email address in a valid format.',
  emails: 'Please enter email addresses in a valid format, separated by commas.',
  required: 'This field is required.',
  phoneFormat: 'Please enter a validly formatted phone number.',
  phoneVerified: 'Please enter a valid phone number.',
  minLength: (n: number) => `This value must be at least ${n} characters.`,
  maxLength: (n: number) => `This value must be at most ${n} characters.`,
  minValue: (n: number) => `This value must be at least ${n}.`,
  maxValue: (n: number) => `This value must be at most ${n}.`,
  password: 'The password does not meet the requirements. Please try again.',
} as const

/** The texts of logging in and out (spec §8, and ours where the spec gives none). */
export const authMessages = {
  tokenLoginFailed: 'Login via token did not succeed.',
  tokenLoginAlert: 'Failed to login.',
  // Ours: one answer for an unknown address, a wrong password and a blocked account, so it tells nobody which.
  loginRefused: 'That email address and password do not match an account.',
  resetKeyUsed: 'This reset link has expired or was already used. Ask for a new one below.',
  currentPasswordWrong: 'That is not your current password.',
  // Ours: the login email changes only for someone who knows the password, and only once the new address confirms.
  currentPasswordForEmail: 'Enter your current password to change your email address.',
  emailChangeLinkUsed:
    'This confirmation link has expired, was already used, or is for another login. Change your email again to get a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  loginUnavailable: (supportContact: string) =>
    `We are unable to process your login at this time. Please contact ${supportContact}.`,
} as const

/** Phone format rule: optional plus, 3 digits, 3 digits, then 4 to 6 digits, with optional separators. */
export const phoneFormatPattern = /^\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4,6}$/
