// A seeded listing's land facts (issue 31), drawn from their own stream (so the listings' other values stay as they
// were) and made to agree with the listing: the road its description names, the sentence about its type, a house
// (power, water and a septic), its size, state and water frontage. Free listings state fewer facts, as free listings
// do; about seven in ten have parcel data (flood zone, wetlands, parcel number, tax) checked after they were listed.
import { propertyTypeFlag as f, type PropertyTypeName } from '../../../web/rules/listing-rules.ts'
import { factSource } from '../../../web/rules/land-facts.ts'
import type { LandFacts } from '../../../web/rules/land-facts-form.ts'
import { landFactsValues } from '../../listings/land-facts-columns.ts'
import type { Rng } from './prng.ts'
import { isoTime } from './values.ts'

export interface FactsOf {
  primary: PropertyTypeName
  typeFlags: number
  house: boolean
  acres: number
  stateAbbr: string
  countyGeoid: string
  /** What the land (and house) is worth, in dollars: the price before auction or contact-for-price hid it. */
  value: number
  /** The road the description names ('gravel road', 'private easement'…) and its sentence about the type. */
  road: string
  typeLine: string
  paid: boolean
  fromFeed: boolean
  listedMs: number
  referenceMs: number
}

const pavedRoads = new Set(['paved county road', 'state highway', 'farm-to-market road', 'paved subdivision road'])
const westernWater = new Set('AZ CA CO ID MT NM NV OR UT WA WY'.split(' '))
const mountainous = new Set('AK CA CO ID MT NV NM OR UT VT NH ME WA WY WV'.split(' '))

/** The listing's facts as listings columns (landFactsValues), and whether parcel data was checked and when. */
export function seededLandFacts(rng: Rng, x: FactsOf) {
  const has = (type: PropertyTypeName) => (x.typeFlags & f[type]) !== 0
  // A fact the seller may leave out: free listings leave out more.
  const stated = () => rng.chance(x.paid ? 0.85 : 0.45)
  const orNull = <T>(value: T): T | null => (stated() ? value : null)
  const line = x.typeLine

  const roadAccess = pavedRoads.has(x.road) ? 'paved' : x.road === 'gravel road' ? 'gravel' : 'easement only'
  const legalAccess =
    roadAccess === 'easement only'
      ? rng.weighted<'recorded easement' | 'not documented'>([
          ['recorded easement', 80],
          ['not documented', 20],
        ])
      : 'public road frontage'
  const side = Math.sqrt(x.acres * 43_560)
  const roadFrontageFt =
    legalAccess === 'public road frontage' ? Math.max(50, Math.round((side * rng.float(0.3, 1.2)) / 10) * 10) : null

  const utilitiesIn = x.house || line.includes('underground utilities')
  const electric = utilitiesIn
    ? 'on site'
    : line.includes('utilities are nearby')
      ? 'at road'
      : rng.weighted<'on site' | 'at road' | 'none'>([
          ['on site', 20],
          ['at road', 50],
          ['none', 30],
        ])
  const nearTown = x.acres < 20 && (has('residential') || has('homesites') || has('commercial'))
  const water = x.house
    ? nearTown && rng.chance(0.6)
      ? 'municipal'
      : 'well'
    : nearTown
      ? rng.chance(0.5)
        ? 'municipal'
        : 'none'
      : rng.weighted<'well' | 'spring' | 'none'>([
          ['well', 35],
          ['spring', 8],
          ['none', 57],
        ])
  const sewer = x.house
    ? water === 'municipal'
      ? 'municipal'
      : 'septic installed'
    : rng.weighted<'perc tested' | 'none'>([
        ['perc tested', 35],
        ['none', 65],
      ])

  const topography = line.includes('level fields')
    ? 'flat'
    : line.includes('Rolling') || line.includes('gentle slopes')
      ? 'rolling'
      : mountainous.has(x.stateAbbr)
        ? rng.weighted<'rolling' | 'steep' | 'mixed'>([
            ['rolling', 30],
            ['steep', 35],
            ['mixed', 35],
          ])
        : rng.weighted<'flat' | 'rolling' | 'mixed'>([
            ['flat', 35],
            ['rolling', 45],
            ['mixed', 20],
          ])
  const zoning = has('commercial')
    ? 'Commercial'
    : has('homesites') || has('residential')
      ? 'Residential'
      : has('farm') || has('ranch') || has('timberland')
        ? 'Agricultural'
        : rng.chance(0.6)
          ? 'Agricultural'
          : 'Unzoned'

  const restrictedLot = line.includes('Restricted homesites')
  const unrestricted = line.includes('no restrictions') || line.includes('Unrestricted')
  const hoa = restrictedLot ? true : unrestricted ? false : has('homesites') ? rng.chance(0.5) : rng.chance(0.04)
  const hoaFeeYearly = hoa ? rng.int(6, 60) * 25 : null
  const deedRestrictions = restrictedLot || hoa ? true : unrestricted ? false : rng.chance(0.15)
  const deedRestrictionsText = deedRestrictions
    ? rng.pick([
        'Single-family homes only; no mobile homes.',
        'Minimum 1,500 sq ft home; no commercial use.',
        'No subdividing below 10 acres.',
        'No junk vehicles or commercial feedlots.',
      ])
    : null

  const waterFront = has('lakefront') || has('riverfront') || has('beachfront')
  const parcelChecked = rng.chance(0.7)
  const floodZone = has('beachfront')
    ? 'VE'
    : waterFront
      ? 'AE'
      : rng.weighted<'X' | 'A' | 'AE'>([
          ['X', 86],
          ['A', 8],
          ['AE', 6],
        ])
  const floodZonePercent = floodZone === 'X' ? 0 : rng.int(2, 45)
  const wetlandsPercent = waterFront ? rng.int(1, 20) : rng.chance(0.15) ? rng.int(1, 10) : 0
  const agricultural = has('farm') || has('ranch') || has('timberland')
  const taxRate = agricultural ? rng.float(0.0008, 0.004) : rng.float(0.004, 0.018)

  const facts: LandFacts = {
    roadAccess,
    legalAccess: orNull(legalAccess),
    roadFrontageFt: roadFrontageFt === null ? null : orNull(roadFrontageFt),
    // What the description says is always stated.
    electric: utilitiesIn || line.includes('utilities are nearby') ? electric : orNull(electric),
    water: x.house ? water : orNull(water),
    sewer: x.house ? sewer : orNull(sewer),
    topography: orNull(topography),
    zoning: orNull(zoning),
    hoa: restrictedLot || unrestricted ? hoa : orNull(hoa),
    hoaFeeYearly: hoa ? orNull(hoaFeeYearly) : null,
    deedRestrictions: restrictedLot || unrestricted ? deedRestrictions : orNull(deedRestrictions),
    deedRestrictionsText,
    floodZone: parcelChecked ? floodZone : null,
    floodZonePercent: parcelChecked ? floodZonePercent : null,
    wetlandsPercent: parcelChecked ? wetlandsPercent : null,
    mineralRights: null, // the listing's own column (drawn with the description, which mentions it)
    waterRights: westernWater.has(x.stateAbbr) && (has('farm') || has('ranch')) ? orNull(rng.chance(0.45)) : null,
    timber: has('timberland') ? true : has('hunting') || has('recreational') ? orNull(rng.chance(0.4)) : null,
    fencing:
      line.includes('fenced') || line.includes('Fenced') ? 'fenced' : has('farm') ? orNull('partly fenced') : null,
    outbuildings: x.house ? orNull(rng.pick(['Barn and workshop', 'Detached garage', 'Storage shed', 'Barn'])) : null,
    surveyAvailable: x.paid ? orNull(rng.chance(0.6)) : null,
    parcelNumber: parcelChecked
      ? `${x.countyGeoid.slice(2)}-${rng.int(100, 999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`
      : null,
    propertyTaxYearly: parcelChecked ? Math.max(25, Math.round((x.value * taxRate) / 5) * 5) : null,
  }
  const source = x.fromFeed ? factSource.landFeed : factSource.seller
  const { columns, values } = landFactsValues(facts, source, isoTime(x.listedMs))
  const checkedMs = x.listedMs + Math.floor(rng.next() * (x.referenceMs - x.listedMs))
  return { columns, values, parcelCheckedAt: parcelChecked ? isoTime(checkedMs) : null }
}
