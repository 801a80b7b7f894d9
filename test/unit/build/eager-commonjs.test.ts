import { rolldown } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { commonJsWrapper } from '../../../routes/build/eager-commonjs.ts'
import { reactChunk, scripts } from './built-client.ts'

// routes/build/eager-commonjs.ts rewrites Rolldown's wrapper of a CommonJS module, a library internal: the first test
// bundles a CommonJS module with the Rolldown the build uses and fails when its wrapper no longer has the form the
// plugin knows (docs/build-internals.md); the second reads the effect on the build's React DOM chunk.

describe("Rolldown's CommonJS wrapper", () => {
  it('has the form the plugin rewrites', async () => {
    const bundle = await rolldown({
      input: 'entry.js',
      plugins: [
        {
          name: 'fixture',
          resolveId: (id) =>
            ['entry.js', 'counter.cjs'].includes(id.replace(/^\.\//, '')) ? id.replace(/^\.\//, '') : null,
          load: (id) =>
            id === 'entry.js'
              ? "import counter from './counter.cjs'\nconsole.log(counter.next())"
              : id === 'counter.cjs'
                ? 'let n = 0\nmodule.exports = { next: () => ++n }'
                : null,
        },
      ],
    })
    const { output } = await bundle.generate({ format: 'esm' })
    const code = output[0].code
    expect(code).toMatch(/__commonJSMin/)
    expect(code.match(commonJsWrapper)).toHaveLength(1)
  })
})

describe("React's CommonJS modules in the build", () => {
  it('are wrapped in parenthesized function expressions, which V8 compiles as the file streams in', () => {
    expect(reactChunk, 'the chunk with React DOM').toBeDefined()
    const text = scripts.get(reactChunk!)!
    // Rolldown's wrapper, minified: the runtime's __commonJSMin called with a wrapped function of (exports, module).
    expect(text.match(/[\w$]+\(\(function\([\w$,]*\)\{/g)?.length ?? 0).toBeGreaterThanOrEqual(5)
    // An arrow function in the same place compiles only on its first call, on the main thread.
    expect(text.match(/[\w$]+\(\((?:[\w$]+|\([\w$,]*\))=>\{/g) ?? []).toEqual([])
  })
})
