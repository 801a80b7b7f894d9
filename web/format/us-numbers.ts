// US English numbers and dates written out by hand, the same as Intl's en-US formats give them (a unit test holds
// them to Intl). Why not Intl: the first Intl formatter a page builds loads ICU data, and the search page built three
// while hydrating: 50 ms of a slow phone's main thread (Lighthouse, 4x CPU), a third of its blocking time.

/** Digits of a non-negative number in plain decimal notation: 1e21 and up, or below 1e-6, would read as 1e+21. */
function decimalText(n: number): string {
  const text = String(Math.abs(n))
  return text.includes('e')
    ? Math.abs(n)
        .toFixed(20)
        .replace(/\.?0+$/, '')
    : text
}

/** '1234567' -> '1,234,567'. */
export function withCommas(digits: number | string): string {
  return String(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Adds one to a string of digits: '099' -> '100', '99' -> '100'. */
function incremented(digits: string): string {
  let carry = 1
  let out = ''
  for (let i = digits.length - 1; i >= 0; i--) {
    const sum = Number(digits[i]) + carry
    carry = sum === 10 ? 1 : 0
    out = String(sum % 10) + out
  }
  return carry ? `1${out}` : out
}

/**
 * A decimal text rounded to at most `fractionDigits`, half away from zero on its decimal digits as Intl does
 * (1.005 -> 1.01, where 1.005.toFixed(2) reads 1.00), trailing zeros dropped: [whole digits, fraction digits].
 */
function rounded(text: string, fractionDigits: number): [string, string] {
  const [whole = '0', fraction = ''] = text.split('.')
  if (fraction.length <= fractionDigits) return [whole, fraction.replace(/0+$/, '')]
  const kept = whole + fraction.slice(0, fractionDigits)
  const up =
    Number(fraction[fractionDigits]) >= 5 ? incremented(kept) : kept.padStart(whole.length + fractionDigits, '0')
  const wholeDigits = up.slice(0, up.length - fractionDigits) || '0'
  return [wholeDigits, up.slice(up.length - fractionDigits).replace(/0+$/, '')]
}

/** Moves the decimal point of a decimal text `places` to the left: ('1250', 3) -> '1.250'. */
function shiftedLeft(text: string, places: number): string {
  const [whole = '0', fraction = ''] = text.split('.')
  const padded = whole.padStart(places + 1, '0')
  return `${padded.slice(0, padded.length - places)}.${padded.slice(padded.length - places)}${fraction}`
}

function joined([whole, fraction]: [string, string]): string {
  return fraction ? `${withCommas(whole)}.${fraction}` : withCommas(whole)
}

/** 1234.567 -> '1,234.57' (Intl en-US, maximumFractionDigits 2 by default). */
export function usNumber(n: number, maxFractionDigits = 2): string {
  const text = joined(rounded(decimalText(n), maxFractionDigits))
  return n < 0 ? `-${text}` : text
}

/** 1234567 -> '$1,234,567' (Intl en-US currency USD, no cents). */
export function usDollars(n: number): string {
  const text = usNumber(n, 0)
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`
}

const compactUnits = ['', 'K', 'M', 'B', 'T'] as const

/** 1250 -> '$1.3K', 999950 -> '$1M' (Intl en-US currency USD, compact notation, one fraction digit). */
export function compactUsDollars(n: number): string {
  const text = decimalText(n)
  const whole = text.split('.')[0]!
  let unit = Math.min(Math.floor((whole.replace(/^0+/, '').length - 1) / 3), compactUnits.length - 1)
  unit = Math.max(unit, 0)
  let digits = rounded(shiftedLeft(text, unit * 3), 1)
  // 999,950 rounds to 1000.0K, which Intl writes as the next unit up.
  if (digits[0].length > 3 && unit < compactUnits.length - 1) {
    unit += 1
    digits = rounded(shiftedLeft(text, unit * 3), 1)
  }
  const body = `${digits[0]}${digits[1] ? `.${digits[1]}` : ''}${compactUnits[unit]}`
  return n < 0 ? `-$${body}` : `$${body}`
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** A date as 'March 5, 2026', read in UTC. */
export function usLongDate(date: Date): string {
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
