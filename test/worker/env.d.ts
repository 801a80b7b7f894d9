declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
  }
}

// Types `exports.default` of cloudflare:workers as the worker under test.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../../worker/index.ts')
  }
}
