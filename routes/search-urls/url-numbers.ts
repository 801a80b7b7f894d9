// Numbers in search URLs: plain decimals without exponent or trailing zeros ('2.5', '-97.7431'). Each field keeps
// a fixed number of decimals, so a canonical number writes and reads back to itself.

/** n rounded to the decimals, never -0 (which would write as '0' and read back as 0). */
export function roundTo(n: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(n * factor) / factor || 0
}

/** A number as a URL writes it; String() of a rounded value below 1e21 never uses an exponent. */
export const numberText = (n: number): string => String(n)

/** A number of a segment or query value: digits with an optional fraction, signed where the field allows it. */
export function readNumber(text: string | undefined, signed = false): number | undefined {
  if (text === undefined || !(signed ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/).test(text)) return undefined
  return Number(text)
}
