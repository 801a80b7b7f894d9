import type { AnalyticsPageName } from '../web/analytics/page-names.ts'

/**
 * What a page asks of the document around it, in its route loader's data: the root renders the header and the room
 * under the footer before the page itself, so the page's route says what it needs once its data is known (the home
 * page always, a listing by its level and status). The root reads it from the deepest match, the page's route.
 */
export interface PageChrome {
  /** The header lies transparent over the top of the page (spec §2 Header: home, diamond listings). */
  transparentHeader?: boolean
  /**
   * A bar is fixed to the foot of the window: room under the footer for it (spec §2 Footer, extra bottom space), at
   * every width, or only below md (901 px) where the bar is a phone's (the land site's search navigation).
   */
  bottomBar?: boolean | 'narrow'
  /** The name analytics knows the page by (spec §2, Analytics page names), in its page views. */
  analyticsPageName?: AnalyticsPageName
}
