/**
 * The PNG files drawn from each brand's icon (brands/icons/{brand}.svg) into public/brand/{brand}/ by `npm run icons`
 * (test/support/render-brand-icons.ts). The logo shows at 32–36 px in the header and footer, and is the favicon:
 * 96 px keeps it sharp on a 3× phone screen. The home-screen icon is opaque, as iOS wants it.
 */
export const brandIconSizes: Record<string, { size: number; background?: string }> = {
  'logo.png': { size: 96 },
  'apple-touch-icon.png': { size: 180, background: '#ffffff' },
}
