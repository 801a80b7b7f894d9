import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { importViolations } from '../harness/import-rules.ts'

const projectRoot = join(import.meta.dirname, '../..')

describe('imports flow brands → web → routes → worker', () => {
  it('in this project', async () => {
    const { modules, violations } = await importViolations(projectRoot)
    expect(modules).toBeGreaterThan(60)
    expect(violations).toEqual([])
  }, 60_000)

  // The rule must be able to fail: a small tree that breaks it three ways.
  const fixture = mkdtempSync(join(tmpdir(), 'import-rules-'))
  afterAll(() => rmSync(fixture, { recursive: true, force: true }))
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(fixture, path)), { recursive: true })
    writeFileSync(join(fixture, path), text)
  }

  it('reports an import against the flow, an import of tests, and a cycle', async () => {
    write('brands/brand.ts', "export const brand = 'land'\n")
    write('routes/links.ts', "import { brand } from '../brands/brand.ts'\nexport const link = `/${brand}`\n")
    write('web/page.ts', "import { link } from '../routes/links.ts'\nexport const page = link\n")
    write(
      'worker/a.ts',
      "import { b } from './b.ts'\nimport { helper } from '../test/helper.ts'\nexport const a = b + helper\n",
    )
    write('worker/b.ts', "import { a } from './a.ts'\nexport const b = () => a\n")
    write('test/helper.ts', 'export const helper = 1\n')
    const { violations } = await importViolations(fixture)
    expect(violations).toContain('web-imports-only-earlier-layers: web/page.ts imports routes/links.ts')
    expect(violations).toContain('worker-imports-only-earlier-layers: worker/a.ts imports test/helper.ts')
    expect(violations.some((line) => line.startsWith('no-cycles: worker/'))).toBe(true)
  }, 60_000)
})
