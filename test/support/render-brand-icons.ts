import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brandIds } from '../../brands/brand-registry.ts'
import { brandIconSizes } from '../../brands/brand-icons.ts'
import { launchChromium } from './chromium.ts'
import { projectRoot } from './local-server.ts'

// npm run icons: draws each brand's icon (brands/icons/{brand}.svg, the source) as the PNG files its pages link
// (public/brand/{brand}/): the header's and footer's logo and the favicon, and the home-screen icon. Pages link
// PNGs, not the SVG: Chrome draws an SVG image in a document of its own, made on the page's main thread (a task of
// 20–75 ms at a phone's speed, `npm run lighthouse`), and iOS takes no SVG home-screen icon. Run it after changing a
// brand's SVG and commit the PNGs.

const browser = await launchChromium({ viewport: { width: 400, height: 400 } })
try {
  const page = await browser.context.newPage()
  for (const brandId of brandIds) {
    const svg = readFileSync(join(projectRoot, 'brands/icons', `${brandId}.svg`))
    const src = `data:image/svg+xml;base64,${svg.toString('base64')}`
    const dir = join(projectRoot, 'public/brand', brandId)
    mkdirSync(dir, { recursive: true })
    for (const [file, { size, background }] of Object.entries(brandIconSizes)) {
      await page.setContent(
        `<body style="margin:0;background:${background ?? 'transparent'}"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`,
      )
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode())
      const path = join(dir, file)
      await page.screenshot({ path, clip: { x: 0, y: 0, width: size, height: size }, omitBackground: !background })
      console.log(`${path}: ${size}×${size}`)
    }
  }
} finally {
  await browser.close()
}
