import { defineConfig, presetWind3 } from 'unocss'
import { brands } from './brands/brand-registry.ts'
import { bottomBarHeight, breakpoints } from './web/rules/layout.ts'

// Every brand colour and font is a CSS variable set on <html data-brand="…">, so one stylesheet serves all
// three brands and utilities like `bg-brand-primary` follow the brand of the page.

const themeVariables = Object.values(brands)
  .map((brand) => {
    const colours = Object.entries(brand.theme).map(([token, value]) => `--brand-${kebab(token)}:${value};`)
    const fonts = `--brand-font-heading:${brand.fonts.heading};--brand-font-body:${brand.fonts.body};`
    return `html[data-brand="${brand.id}"]{${colours.join('')}${fonts}}`
  })
  .join('\n')

function kebab(token: string) {
  return token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

const [xs, sm, md, lg, xl, xxl, x3l, x4l] = breakpoints

export default defineConfig({
  presets: [presetWind3({ preflight: true })],
  content: { filesystem: ['web/**/*.tsx', 'routes/**/*.tsx'] },
  theme: {
    breakpoints: {
      xs: `${xs}px`,
      sm: `${sm}px`,
      md: `${md}px`,
      lg: `${lg}px`,
      xl: `${xl}px`,
      '2xl': `${xxl}px`,
      '3xl': `${x3l}px`,
      '4xl': `${x4l}px`,
    },
    colors: {
      brand: Object.fromEntries(
        Object.keys(brands.land.theme).map((token) => [kebab(token), `var(--brand-${kebab(token)})`]),
      ),
    },
    fontFamily: { heading: 'var(--brand-font-heading)', body: 'var(--brand-font-body)' },
    height: { 'bottom-bar': bottomBarHeight },
    spacing: { 'bottom-bar': bottomBarHeight },
  },
  // Links and buttons at least 24×24 px (WCAG 2.2 target size); the browser tests measure every one.
  shortcuts: { 'tap-target': 'inline-block min-h-6 min-w-6 leading-6' },
  preflights: [
    { getCSS: () => themeVariables },
    {
      getCSS: () =>
        'body{font-family:var(--brand-font-body);color:var(--brand-ink);background:#fff;margin:0}' +
        'h1,h2,h3{font-family:var(--brand-font-heading)}a{color:inherit}' +
        // The hydration fallback's notice (web/components/hydration-notice.tsx): seen only while the page is late.
        '.hydration-notice{display:none}html[data-hydration=late]:not([data-hydrated]) .hydration-notice{display:block}' +
        // The page-loading cue (web/components/navigation-progress.tsx): a bar that runs most of the way and waits.
        '.navigation-progress{animation:navigation-progress 8s cubic-bezier(.1,.7,.3,1) forwards}' +
        '@keyframes navigation-progress{from{width:0}to{width:90%}}' +
        '@media (prefers-reduced-motion:reduce){.navigation-progress{animation:none;width:90%}}',
    },
    {
      // The keyboard's focus on every control (WCAG 2.4.7; test/browser/keyboard-*.test.ts): a 2 px ring of the
      // brand's ink 2 px out, with a white band between, so it shows on white, on the brand's colours and on dark
      // photos alike. The band is unocss's ring shadow, which its shadow utilities draw too: a control with a shadow
      // keeps it. A canvas (the maps) fills a box that clips it: its ring is drawn inside its edge. On pages with a bar
      // fixed to the window's foot, a control the focus moves to scrolls clear of the bar (WCAG 2.4.11).
      getCSS: () =>
        ':focus-visible{outline:2px solid var(--brand-ink);outline-offset:2px;' +
        '--un-ring-shadow:var(--un-ring-inset) 0 0 0 2px #fff;box-shadow:var(--un-ring-shadow)}' +
        'canvas:focus-visible{outline-offset:-2px}' +
        `html:has(>body.pb-bottom-bar){scroll-padding-bottom:${bottomBarHeight}}`,
    },
  ],
})
