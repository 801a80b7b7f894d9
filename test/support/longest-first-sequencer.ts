import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The projects in the order their files are handed out (vitest.config.ts): the long browser files first. */
const projectOrder = ['browser', 'worker', 'unit']

/**
 * The order vitest hands test files to its workers (vitest.config.ts): a project's files together, the projects in
 * `projectOrder`, and within one the longest first, so that the last to end are short and the workers end together.
 *
 * Together, because vitest keeps a worker (a workerd isolate with the worker's code imported and the seed's geography
 * built; a Node process with the project's modules) for the next file only when the next file in its queue is of the
 * same project (vitest's Pool.schedule). Sorted by length alone, the worker and unit files alternated, and nearly
 * every worker file started a workerd afresh: the worker lane took 285 s at the end of `npm test`, against 99 s alone.
 *
 * A file's length is its time in the last run (vitest's cache); with no earlier run (a clean clone), an estimate: a
 * brand's page list (page-quality-*) first of the browser files (about a tenth of the run each), then larger files
 * before smaller ones.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root
    const estimate = (spec: TestSpecification): number => {
      const key = `${spec.project.name}:${relative(root, spec.moduleId)}`
      const last = this.ctx.cache.getFileTestResults(key)?.duration
      if (last !== undefined) return last
      const bytes = this.ctx.cache.getFileStats(key)?.size ?? 0
      return (pageList.test(spec.moduleId) ? 10_000_000 : 0) + bytes
    }
    const rank = (spec: TestSpecification) => {
      const index = projectOrder.indexOf(spec.project.name)
      return index === -1 ? projectOrder.length : index
    }
    const length = new Map(files.map((spec) => [spec, estimate(spec)]))
    return [...files].sort((a, b) => rank(a) - rank(b) || length.get(b)! - length.get(a)!)
  }
}
const pageList = /[\\/]page-quality-[\w-]+\.test\.ts$/
