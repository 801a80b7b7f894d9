import type { BrandConfigInput } from './brand-config.ts'

/** The logged-in menu's account links: the same account pages on every brand (spec §2, common routes). */
export const myAccountMenuSection: BrandConfigInput['accountMenu'][number] = {
  title: 'My Account',
  links: [
    { label: 'My Account', href: '/account/' },
    { label: 'Saved Properties', href: '/account/savedproperties/' },
    { label: 'Saved Searches', href: '/account/savedsearches/' },
    { label: 'Settings', href: '/account/details/' },
  ],
}
