import type { BrandConfigInput } from '../brands/brand-config.ts'
import { withDerivedFields } from '../brands/brand-derived.ts'
import type { BrandUrls } from './links/brand-urls.ts'

/** Ends the current task: what follows runs in a task of its own, after the browser has had its turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The browser side of the same route tree, started by the brand's own entry (routes/client/): the canonical origin
 * and the environment come from the server-rendered document, so hydration renders exactly what the server did.
 *
 * The start is cut into tasks, each shorter than one long task would be on a slow phone, while the server's HTML is
 * already on screen: React DOM's code runs, then the router's and the app's, then the router is made, then hydration
 * begins. The code comes by dynamic import because a module graph imported at once also runs at once, in one task: that
 * was 200–300 ms at a phone's speed (npm run lighthouse), and React DOM in the entry's graph still 130–270 ms. Their
 * chunks are preloaded with the page (worker/ssr/client-assets.ts), so the imports wait for no network.
 */
export async function startClient(brand: BrandConfigInput, urls: BrandUrls): Promise<void> {
  await nextTask()
  const { hydrateRoot } = await import('react-dom/client')
  await nextTask()
  const { createAppRouter, hydrateApp } = await import('./client-app.tsx')
  await nextTask()
  const root = document.documentElement
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content

  const router = createAppRouter({
    // Checked by the build and the worker (brands/brand-registry.ts); the browser adds the derived fields only.
    brand: withDerivedFields(brand),
    urls,
    api: (path, init) => fetch(path, { credentials: 'same-origin', ...init }),
    canonicalOrigin: canonical ? new URL(canonical.href).origin : location.origin,
    environment: root.dataset.environment === 'production' ? 'production' : 'development',
    mapStyleUrl: root.dataset.mapStyle ?? null,
    loginRecheckSeconds: Number(root.dataset.loginRecheck) || 300,
    tracking: { analyticsId: root.dataset.analyticsId ?? null, adsId: root.dataset.adsId ?? null },
    ...(nonce ? { nonce } : {}),
  })

  await nextTask()
  hydrateApp(router, hydrateRoot)
}
