import { describe, expect, it } from 'vitest'
import { compileHint, compileHintMinBytes } from '../../../routes/build/compile-hints.ts'
import { mapLibraryChunks, reactChunk, scripts } from './built-client.ts'

// routes/build/compile-hints.ts: every chunk of 4 KB or more but the map library's opens with V8's compile hint.

describe("V8's compile hint", () => {
  const hint = `${compileHint}\n`
  const hinted = (file: string) => scripts.get(file)!.startsWith(hint)
  // The size the plugin reads: the chunk's code in bytes, before the hint.
  const codeBytes = (file: string) => Buffer.byteLength(scripts.get(file)!) - (hinted(file) ? hint.length : 0)
  const appStart = [...scripts.keys()].find((file) => /\/app-start-/.test(file))

  it('opens the app start chunk and the chunk with React DOM', () => {
    expect(reactChunk, 'the chunk with React DOM').toBeDefined()
    expect([appStart, reactChunk].filter((file) => !hinted(file!))).toEqual([])
  })

  it('opens every chunk of 4 KB or more but the map library, and no smaller one', () => {
    expect(mapLibraryChunks).toHaveLength(1)
    expect(hinted(mapLibraryChunks[0]!)).toBe(false)
    const big = [...scripts.keys()].filter(
      (file) => codeBytes(file) >= compileHintMinBytes && !mapLibraryChunks.includes(file),
    )
    expect(big.length).toBeGreaterThan(20)
    expect(big.filter((file) => !hinted(file))).toEqual([])
    expect([...scripts.keys()].filter((file) => codeBytes(file) < compileHintMinBytes && hinted(file))).toEqual([])
  })
})
