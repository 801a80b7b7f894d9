// What the add-listing page says about itself, written once for its heading and its route's head (title, description
// and link previews; routes/content/content-route-loader.ts).

export const addListingAbout = {
  title: 'Add a Property',
  description: (siteName: string) =>
    `Sell your land on ${siteName}: compare the free, standard, homes, premium and signature listing levels and the showcase, gold, platinum and diamond upgrades, then add your property free in a few minutes.`,
}
