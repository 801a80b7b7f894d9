import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The order vitest hands test files to its workers (vitest.config.ts): the longest first, so that the last to end are
 * short and the workers end together. A file's length is its time in the last run (vitest's cache); with no earlier
 * run (a clean clone), an estimate: browser files before the others, a brand's page list (page-quality-*) first of
 * them (about a tenth of the run each), then larger files before smaller ones, so the many short worker and unit
 * files fill the end. (vitest's own order takes the projects by name, whatever their files' length.)
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root
    const estimate = (spec: TestSpecification): number => {
      const key = `${spec.project.name}:${relative(root, spec.moduleId)}`
      const last = this.ctx.cache.getFileTestResults(key)?.duration
      if (last !== undefined) return last
      const bytes = this.ctx.cache.getFileStats(key)?.size ?? 0
      if (spec.project.name !== 'browser') return bytes
      return (pageList.test(spec.moduleId) ? 10_000_000 : 1_000_000) + bytes
    }
    const length = new Map(files.map((spec) => [spec, estimate(spec)]))
    return [...files].sort((a, b) => length.get(b)! - length.get(a)!)
  }
}
const pageList = /[\\/]page-quality-[\w-]+\.test\.ts$/
