import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { importViolations } from '../harness/import-rules.ts'

const projectRoot = join(import.meta.dirname, '../..')

describe('the import rules (.dependency-cruiser.ts)', () => {
  it('hold in this project', async () => {
    const { modules, violations } = await importViolations(projectRoot)
    expect(modules).toBeGreaterThan(60)
    expect(violations).toEqual([])
  }, 60_000)

  // Each rule must be able to fail: small trees that break them.
  const fixtures = mkdtempSync(join(tmpdir(), 'import-rules-'))
  afterAll(() => rmSync(fixtures, { recursive: true, force: true }))
  const tree = (name: string, files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(fixtures, name, path)), { recursive: true })
      writeFileSync(join(fixtures, name, path), text)
    }
    return join(fixtures, name)
  }

  it('report an import against the flow, an import of tests, and a cycle', async () => {
    const root = tree('layers', {
      'brands/brand.ts': "export const brand = 'land'\n",
      'routes/links.ts': "import { brand } from '../brands/brand.ts'\nexport const link = `/${brand}`\n",
      'web/page.ts': "import { link } from '../routes/links.ts'\nexport const page = link\n",
      'worker/a.ts':
        "import { b } from './b.ts'\nimport { helper } from '../test/helper.ts'\nexport const a = b + helper\n",
      'worker/b.ts': "import { a } from './a.ts'\nexport const b = () => a\n",
      'test/helper.ts': 'export const helper = 1\n',
    })
    const { violations } = await importViolations(root)
    expect(violations).toContain('web-imports-only-earlier-layers: web/page.ts imports routes/links.ts')
    expect(violations).toContain('worker-imports-only-earlier-layers: worker/a.ts imports test/helper.ts')
    expect(violations.some((line) => line.startsWith('no-cycles: worker/'))).toBe(true)
  }, 60_000)

  it('report a cycle made of type-only imports', async () => {
    const root = tree('type-cycle', {
      'worker/shape.ts': "import type { Size } from './size.ts'\nexport interface Shape { size: Size }\n",
      'worker/size.ts': "import type { Shape } from './shape.ts'\nexport type Size = number | Shape\n",
    })
    const { violations } = await importViolations(root)
    expect(violations).toEqual([expect.stringMatching(/^no-cycles: worker\/(shape|size)\.ts → /)])
  }, 60_000)

  it('keep web/’s shared code apart from its components and pages', async () => {
    const root = tree('web', {
      'web/components/card.tsx': "import { Page } from '../pages/page.tsx'\nexport const Card = () => Page\n",
      'web/pages/page.tsx': 'export const Page = () => null\n',
      'web/site/links.tsx': 'export interface Links { home: string }\nexport const links: Links = { home: "/" }\n',
      'web/rules/rule.ts': "import { Card } from '../components/card.tsx'\nexport const rule = Card\n",
      'web/format/format.ts': "import { links } from '../site/links.tsx'\nexport const home = links.home\n",
      // A type of a .tsx module (a context's shape) may be named; a .ts helper beside the components is still theirs.
      'web/seo/data.ts': "import type { Links } from '../site/links.tsx'\nexport const data = (l: Links) => l.home\n",
      'web/api/call.ts': "import { helper } from '../components/helper.ts'\nexport const call = helper\n",
      'web/components/helper.ts': 'export const helper = 1\n',
    })
    const { violations } = await importViolations(root)
    expect(violations.sort()).toEqual([
      'web-pages-imported-only-by-pages: web/components/card.tsx imports web/pages/page.tsx',
      'web-shared-code-imports-no-ui: web/api/call.ts imports web/components/helper.ts',
      'web-shared-code-imports-no-ui: web/rules/rule.ts imports web/components/card.tsx',
      'web-shared-code-runs-no-tsx: web/format/format.ts imports web/site/links.tsx',
      'web-shared-code-runs-no-tsx: web/rules/rule.ts imports web/components/card.tsx',
    ])
  }, 60_000)
})
