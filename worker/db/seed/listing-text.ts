// Listing titles and descriptions from templates: "42 Acres of Hunting Land in Travis County", then a few sentences
// that agree with the listing's own numbers (acres, beds, distance to town, water, financing).
import { withCommas } from '../../../web/format/us-numbers.ts'
import { propertyTypeFlag as f, type PropertyTypeName } from '../../../web/rules/listing-rules.ts'
import type { Rng } from './prng.ts'

export interface TextFacts {
  acres: number
  primary: PropertyTypeName
  typeFlags: number
  countyLabel: string // 'Travis County', 'Orleans Parish', 'Baltimore City'
  stateName: string
  stateAbbr: string
  cityName: string
  milesToCity: number
  lakeName: string | null
  beds: number | null
  baths: number | null
  sqft: number | null
  auction: boolean
  ownerFinancing: boolean
  mineralRights: boolean
}

const typePhrase: Record<PropertyTypeName, string> = {
  farm: 'Farmland',
  ranch: 'Ranch Land',
  recreational: 'Recreational Land',
  residential: 'Residential Land',
  timberland: 'Timberland',
  undeveloped: 'Undeveloped Land',
  commercial: 'Commercial Land',
  hunting: 'Hunting Land',
  horse: 'Horse Property',
  lakefront: 'Lakefront Land',
  beachfront: 'Beachfront Land',
  riverfront: 'Riverfront Land',
  waterfront: 'Waterfront Land',
  homesites: 'Homesite',
  house: 'Home',
}

/** '42', '5.25', '1,280': whole acres once there are enough of them. */
export function acresLabel(acres: number): string {
  if (acres >= 20) return withCommas(Math.round(acres))
  return String(Math.round(acres * 100) / 100)
}

export function listingTitle(rng: Rng, x: TextFacts): string {
  const a = acresLabel(x.acres)
  const unit = a === '1' ? 'Acre' : 'Acres'
  const phrase = typePhrase[x.primary]
  const prefix = x.auction ? 'Auction: ' : ''
  if (x.beds !== null && rng.chance(0.7)) {
    return `${prefix}${x.beds} Bed, ${x.baths} Bath Home on ${a} ${unit} in ${x.cityName}`
  }
  if (x.typeFlags & f.lakefront && x.lakeName && rng.chance(0.7)) return `${prefix}${a} ${unit} on ${x.lakeName}`
  if (x.typeFlags & f.riverfront && rng.chance(0.5))
    return `${prefix}${a} ${unit} with River Frontage in ${x.countyLabel}`
  switch (rng.int(0, 4)) {
    case 0:
      return `${prefix}${a} ${unit} in ${x.countyLabel}, ${x.stateAbbr}`
    case 1:
      return `${prefix}${phrase} Near ${x.cityName}, ${x.stateAbbr}`
    default:
      return `${prefix}${a} ${unit} of ${phrase} in ${x.countyLabel}`
  }
}

const openers = ['Discover', 'Take a look at', 'Welcome to', 'Escape to', 'Here is']
const roads = ['paved county road', 'gravel road', 'state highway', 'private easement', 'farm-to-market road']
/** The roads a type's description may name (as many as `roads`: each description draws one of five either way). */
const roadsByType: Partial<Record<PropertyTypeName, readonly string[]>> = {
  // Highway frontage and paved subdivisions: no easement-only commercial lot or homesite.
  commercial: ['state highway', 'paved county road', 'state highway', 'farm-to-market road', 'paved county road'],
  homesites: ['paved county road', 'gravel road', 'paved subdivision road', 'paved subdivision road', 'gravel road'],
}
const byType: Partial<Record<PropertyTypeName, readonly string[]>> = {
  hunting: [
    'Whitetail deer, turkey and dove move through the mix of hardwoods and open fields.',
    'Food plots, a few stands and thick bedding cover make this a proven hunting tract.',
  ],
  farm: [
    'Most of the tillable ground is in row crops, with good soils and level fields.',
    'The farm has been in hay and pasture for years and is ready for crops or cattle.',
  ],
  ranch: [
    'Cross-fenced pastures, stock tanks and working pens make it ready for cattle.',
    'Rolling grassland with scattered oaks gives good grazing and shade.',
  ],
  timberland: [
    'Merchantable pine and hardwood timber offer income now and more later.',
    'A managed stand of timber with interior roads and firebreaks.',
  ],
  recreational: [
    'Trails wind through the woods, with room to camp, ride and explore.',
    'A weekend getaway with privacy, views and plenty of wildlife.',
  ],
  residential: [
    'Build your home here: utilities are nearby and the lot is ready for a pad.',
    'A quiet spot close to schools and shopping.',
  ],
  homesites: [
    'Restricted homesites with underground utilities.',
    'Pick your view: several building sites overlook the valley.',
  ],
  horse: ['Fenced paddocks and riding trails suit horses and their owners.'],
  commercial: ['Highway frontage and high traffic counts suit retail or light industrial use.'],
  undeveloped: [
    'Raw land with no restrictions, waiting for your plans.',
    'Unrestricted acreage with good access and gentle slopes.',
  ],
}
const closers = [
  'Call today to schedule a showing.',
  'Contact the listing agent for a private tour.',
  'Properties like this do not last long.',
  'Come walk it and see for yourself.',
]

/** A description, with the road and the type's sentence it names (the land facts agree with them). */
export interface ListingDescription {
  text: string
  road: string
  typeLine: string
}

export function listingDescription(rng: Rng, x: TextFacts): ListingDescription {
  const s: string[] = []
  s.push(`${rng.pick(openers)} this ${acresLabel(x.acres)}-acre property in ${x.countyLabel}, ${x.stateName}.`)
  const miles = Math.round(x.milesToCity)
  const road = rng.pick(roadsByType[x.primary] ?? roads)
  s.push(
    miles <= 1
      ? `It sits on the edge of ${x.cityName}, with ${road} access.`
      : `It is about ${miles} miles from ${x.cityName}, with ${road} access.`,
  )
  const typeLine = rng.pick(byType[x.primary] ?? byType.undeveloped ?? [])
  s.push(typeLine)
  if (x.typeFlags & f.lakefront)
    s.push(`Enjoy ${rng.int(1, 20) * 50} feet of shoreline on ${x.lakeName ?? 'the lake'} for fishing and boating.`)
  if (x.typeFlags & f.riverfront) s.push('A year-round river runs along the property line.')
  if (x.typeFlags & f.beachfront) s.push('Walk out the back to a sandy beach.')
  if (x.beds !== null && x.sqft !== null) {
    const plural = (n: number | null, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`
    s.push(`The ${withCommas(x.sqft)} sq ft home has ${plural(x.beds, 'bedroom')} and ${plural(x.baths, 'bathroom')}.`)
  }
  if (x.auction) s.push('Selling at auction: see the terms and bid online or in person.')
  if (x.ownerFinancing) s.push('Owner financing is available with a low down payment.')
  if (x.mineralRights) s.push('Seller will convey the owned mineral rights.')
  s.push(rng.pick(closers))
  return { text: s.join(' '), road, typeLine }
}
