import * as v from 'valibot'
import { withDerivedFields } from './brand-derived.ts'
import { brandIds } from './brand-ids.ts'
import { contentPages } from './content-pages.ts'

// The shape every brand config must have. Validated once when the module loads: a broken brand config
// fails the build and the first request, never a page half-way through.

const linkFields = {
  label: v.pipe(v.string(), v.minLength(1)),
  /** Opens in a new tab (privacy links, external business advertising). */
  newTab: v.optional(v.boolean()),
  /** The link needs a logged-in user; a visitor is sent to log in first. */
  requiresLogin: v.optional(v.boolean()),
}

/**
 * A link to a site path or an https URL, or to one of the content pages, which lives where the brand's URL module
 * says (routes/links/*-urls.ts: brand files come before it in the import order, so they name the page, not its path).
 */
const link = v.union([
  v.object({
    ...linkFields,
    href: v.pipe(v.string(), v.regex(/^(\/|https:\/\/)/, 'a link is a site path or an https URL')),
  }),
  v.object({ ...linkFields, page: v.picklist(contentPages) }),
])

const menuSection = v.object({
  title: v.string(),
  links: v.array(link),
})

const colorToken = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i, 'a theme colour is #rrggbb'))

const brandFields = v.object({
  id: v.picklist(brandIds),
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
    /** VIDEO, MAP and 3D TOURS icons on search cards (the rural-land site). */
    cardMediaIcons: v.boolean(),
  }),
  /** The timings of spec §9 that differ by brand. */
  timings: v.object({
    /** The viewport width from which the saved-search popover may show: 901 px on the main land site, 990 elsewhere. */
    savedSearchPopoverMinWidth: v.pipe(v.number(), v.integer()),
    /**
     * Where a phone or small screen keeps the ad script's early start at the first scroll, which it otherwise loses
     * (web/analytics/ad-script-timing.ts): on every page of the rural-land site, on the farm site's home page on a
     * small screen, nowhere on the main land site.
     */
    mobileAdScriptOnScroll: v.picklist(['every-page', 'home-page-on-small-screens', 'no-page']),
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
export type { BrandId } from './brand-ids.ts'
export type BrandLink = v.InferOutput<typeof link>
