import { parsePhoneNumberWithError } from 'libphonenumber-js/max'
import { phoneFormatPattern } from '../../web/rules/messages.ts'

/**
 * Server-side phone check behind /api/validation/validatePhoneNumber. The format rule of spec §5 is
 * checked first (a bad format is the caller's error); then libphonenumber's full metadata says whether
 * the number exists in the North American plan (area code and exchange rules), or could not tell.
 */
export function isPhoneFormatValid(phone: string): boolean {
  return phoneFormatPattern.test(phone.trim())
}

export function validatePhone(phone: string): { success: boolean; unableToValidate: boolean } {
  try {
    const parsed = parsePhoneNumberWithError(phone.trim(), 'US')
    return { success: parsed.isValid(), unableToValidate: false }
  } catch {
    return { success: false, unableToValidate: true }
  }
}
