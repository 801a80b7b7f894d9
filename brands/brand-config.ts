import * as v from 'valibot'
import { withDerivedFields } from './brand-derived.ts'

// The shape every brand config must have. Validated once when the module loads: a broken brand config
// fails the build and the first request, never a page half-way through.

const link = v.object({
  label: v.pipe(v.string(), v.minLength(1)),
  href: v.pipe(v.string(), v.regex(/^(\/|https:\/\/)/, 'a link is a site path or an https URL')),
  /** Opens in a new tab (privacy links, external business advertising). */
  newTab: v.optional(v.boolean()),
  /** The link needs a logged-in user; a visitor is sent to log in first. */
  requiresLogin: v.optional(v.boolean()),
})

const menuSection = v.object({
  title: v.string(),
  links: v.array(link),
})

const colorToken = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i, 'a theme colour is #rrggbb'))

const brandFields = v.object({
  id: v.picklist(['land', 'landwatch', 'laf']),
  displayName: v.pipe(v.string(), v.minLength(2)),
  legalName: v.pipe(v.string(), v.minLength(2)),
  tagline: v.string(),
  supportContact: v.string(),
  searchPlaceholder: v.string(),
  notFoundMessage: v.string(),
  headerNav: v.array(link),
  /** A strip of links above the header bar on wide screens: the farm-and-ranch site's finance and auction links. */
  headerBand: v.array(link),
  /** Sections of the logged-in menu (spec §2 Header). */
  accountMenu: v.array(menuSection),
  footer: v.object({
    /** How the footer lists states: the land brand's popular list (10 + More/Less) or a state column. */
    stateList: v.picklist(['popular', 'column']),
    showPropertyTypes: v.boolean(),
    /** The land brand's popular searches list (spec §2 Footer). */
    showPopularSearches: v.boolean(),
    aboutLinks: v.array(link),
    partnerLinks: v.array(link),
    resourceLinks: v.array(link),
    social: v.array(v.object({ network: v.string(), href: v.string() })),
  }),
  icons: v.object({ favicon: v.string(), logo: v.string(), appleTouch: v.string() }),
  fonts: v.object({ heading: v.string(), body: v.string() }),
  theme: v.object({
    primary: colorToken,
    primaryDark: colorToken,
    accent: colorToken,
    ink: colorToken,
    muted: colorToken,
    surface: colorToken,
    headerBg: colorToken,
    headerInk: colorToken,
    footerBg: colorToken,
    footerInk: colorToken,
  }),
  features: v.object({
    financeCenter: v.boolean(),
    stateLandingPages: v.boolean(),
    featuredAndNewSitemaps: v.boolean(),
    /** The search page's list/map toggle (the main land site, on non-mobile screens). */
    searchMap: v.boolean(),
    /** VIDEO, MAP and 3D TOURS icons on search cards (the rural-land site). */
    cardMediaIcons: v.boolean(),
  }),
})

/**
 * A brand file writes the fields above; the site id and the spec's site flags (isLand, isLW, isLAF) follow from the
 * brand id, so they are derived here rather than written in each file.
 */
export const brandConfigSchema = v.pipe(brandFields, v.transform(withDerivedFields))

/** What a brand file writes. */
export type BrandConfigInput = v.InferInput<typeof brandFields>
export type BrandConfig = v.InferOutput<typeof brandConfigSchema>
export type BrandId = BrandConfigInput['id']
export type BrandLink = v.InferOutput<typeof link>
