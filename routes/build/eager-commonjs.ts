import type { Plugin } from 'vite'

/**
 * Rolldown's wrapper of a CommonJS module, before minifying: `__commonJSMin(((exports, module) => {`. A library
 * internal (docs/build-internals.md): the plugin fails the build when a chunk has CommonJS modules but none in this
 * form, so an upgrade that changes the helper's text is noticed, not silently undone.
 */
export const commonJsWrapper = /__commonJSMin\(\(\(([\w$, ]*)\) => \{/g
const commonJsHelperCall = /__commonJSMin\(/

/**
 * Rolldown wraps each CommonJS module (React, React DOM, the scheduler) in an arrow function that runs on the module's
 * first require. V8 compiles an arrow function lazily, on its first call, on the main thread: React DOM's is 170 KB,
 * and its compile was most of the start's longest task (a probe at 7x: 70-240 ms). A parenthesized `function`
 * expression is V8's sign of a function called at once: it compiles with the file as the file streams in, off the main
 * thread (the functions inside still compile on their first call). Same probe: that task's median 157 -> 111 ms
 * (laf), 98 -> 83 ms (landwatch). A wrapper's body is the module's own code, which uses no `this` or `arguments` of
 * its own at its top, so the two forms run alike.
 */
export function eagerCommonJs(): Plugin {
  return {
    name: 'eager-commonjs',
    renderChunk(code, chunk) {
      const eager = code.replace(commonJsWrapper, '__commonJSMin((function ($1) {')
      if (eager !== code) return { code: eager, map: null }
      if (commonJsHelperCall.test(code)) {
        this.error(`eager commonjs: ${chunk.fileName} calls __commonJSMin in a form the plugin does not know`)
      }
      return null
    },
  }
}
