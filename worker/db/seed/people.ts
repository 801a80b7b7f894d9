// Made-up people, phones and street addresses.
import type { Rng } from './prng.ts'
import { firstNames, lastNames, streetNames, streetTypes } from './word-lists.ts'

// Real area codes by state, so a seller's number looks local and passes libphonenumber's US validation.
const areaCodes: Record<string, readonly number[]> = {
  AL: [205, 251, 256, 334],
  AK: [907],
  AZ: [480, 520, 602, 623, 928],
  AR: [479, 501, 870],
  CA: [209, 530, 559, 661, 707, 760, 805, 916, 951],
  CO: [303, 719, 720, 970],
  CT: [203, 860],
  DE: [302],
  DC: [202],
  FL: [239, 352, 386, 407, 561, 727, 772, 813, 850, 863, 904, 941],
  GA: [229, 478, 706, 770, 912],
  HI: [808],
  ID: [208],
  IL: [217, 309, 618, 815],
  IN: [219, 260, 317, 574, 765, 812],
  IA: [319, 515, 563, 641, 712],
  KS: [316, 620, 785, 913],
  KY: [270, 502, 606, 859],
  LA: [225, 318, 337, 504, 985],
  ME: [207],
  MD: [240, 301, 410, 443],
  MA: [413, 508, 774, 978],
  MI: [231, 269, 517, 616, 906, 989],
  MN: [218, 320, 507, 612, 763],
  MS: [228, 601, 662, 769],
  MO: [314, 417, 573, 636, 660, 816],
  MT: [406],
  NE: [308, 402, 531],
  NV: [702, 775],
  NH: [603],
  NJ: [609, 732, 856, 908, 973],
  NM: [505, 575],
  NY: [315, 518, 585, 607, 716, 845],
  NC: [252, 336, 704, 828, 910, 919],
  ND: [701],
  OH: [330, 419, 440, 513, 614, 740, 937],
  OK: [405, 539, 580, 918],
  OR: [458, 503, 541, 971],
  PA: [215, 412, 570, 610, 717, 724, 814],
  RI: [401],
  SC: [803, 843, 864],
  SD: [605],
  TN: [423, 615, 731, 865, 901, 931],
  TX: [210, 254, 325, 361, 409, 432, 512, 806, 830, 903, 915, 936, 940, 979],
  UT: [385, 435, 801],
  VT: [802],
  VA: [276, 434, 540, 703, 757, 804],
  WA: [253, 360, 425, 509],
  WV: [304, 681],
  WI: [262, 414, 608, 715, 920],
  WY: [307],
  PR: [787, 939],
}
const areaCodesOf = (stateAbbr: string): readonly number[] => areaCodes[stateAbbr] ?? [512]
const tollFreeCodes = [800, 833, 844, 855, 866, 877, 888] as const

const pad = (n: number, width: number): string => String(n).padStart(width, '0')

/** Exchange code NXX: N is 2-9, and N11 (411, 911…) and 555 are avoided. */
function exchange(rng: Rng): number {
  for (;;) {
    const x = rng.int(200, 999)
    if (x % 100 !== 11 && x !== 555) return x
  }
}

/** 'NXX-NXX-XXXX' with a local area code of the state. */
export function localPhone(rng: Rng, stateAbbr: string): string {
  return `${rng.pick(areaCodesOf(stateAbbr))}-${exchange(rng)}-${pad(rng.int(0, 9999), 4)}`
}

export function tollFreePhone(rng: Rng): string {
  return `${rng.pick(tollFreeCodes)}-${exchange(rng)}-${pad(rng.int(0, 9999), 4)}`
}

export interface Person {
  first: string
  last: string
  name: string
}

export function person(rng: Rng): Person {
  const first = rng.pick(firstNames)
  const last = rng.pick(lastNames)
  return {
    first,
    last,
    name: rng.chance(0.08) ? `${first} ${String.fromCharCode(65 + rng.int(0, 25))}. ${last}` : `${first} ${last}`,
  }
}

/** '1234 Cedar Creek Rd', 'County Road 214', '18 Elk Meadow Ln'. */
export function streetAddress(rng: Rng): string {
  const name = rng.pick(streetNames)
  if (name === 'County Road' || name === 'Farm to Market Road' || name === 'State Highway') {
    return rng.chance(0.5) ? `${rng.int(100, 29999)} ${name} ${rng.int(1, 4999)}` : `${name} ${rng.int(1, 4999)}`
  }
  return `${rng.int(1, 29999)} ${name} ${rng.pick(streetTypes)}`
}
