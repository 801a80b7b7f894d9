import { expect, test } from 'vitest'
import { axeViolations } from '../support/axe.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'

// The accessibility checks of the other browser tests rest on test/support/axe.ts: it must report what axe-core finds,
// by rule and element, and only inside the part asked for.

const browser = chromiumForTests()

test('axeViolations names each broken rule and its elements, on the page or inside one part of it', async () => {
  const page = await browser.context.newPage()
  await page.setContent(
    `<html lang="en"><head><title>A page</title></head><body><main><h1>A page</h1><img src="/a.png">
     <p style="color: #ccc; background: #fff">Faint text</p><div id="part"><button></button></div></main></body></html>`,
  )
  const summary = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
    violations.map((violation) => `${violation.id} at ${violation.nodes.map((node) => node.target.join(' '))}`)
  expect(summary(await axeViolations(page))).toEqual([
    'button-name at button',
    'color-contrast at p',
    'image-alt at img',
  ])
  expect(summary(await axeViolations(page, '#part'))).toEqual(['button-name at button'])
  await page.setContent(
    '<html lang="en"><head><title>A page</title></head><body><main><h1>Fine</h1></main></body></html>',
  )
  expect(await axeViolations(page)).toEqual([])
  await page.close()
})
