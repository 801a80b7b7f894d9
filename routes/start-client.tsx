import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { BrandConfigInput } from '../brands/brand-config.ts'
import { withDerivedFields } from '../brands/brand-derived.ts'
import type { SiteLinks } from '../web/site/site-links.tsx'
import { createAppRouter } from './create-app-router.tsx'

/** Ends the current task: what follows runs in a task of its own, after the browser has had its turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The browser side of the same route tree, started by the brand's own entry (routes/client/): the canonical origin
 * and the environment come from the server-rendered document, so hydration renders exactly what the server did.
 *
 * The app's code runs, the router is made and hydration begins in three tasks, not one: together they were a task of
 * 150 ms or more on a slow phone, a long task that blocks a tap while the page is already on screen.
 */
export async function startClient(brand: BrandConfigInput, links: SiteLinks): Promise<void> {
  await nextTask()
  const root = document.documentElement
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content

  const router = createAppRouter({
    // Checked by the build and the worker (brands/brand-registry.ts); the browser adds the derived fields only.
    brand: withDerivedFields(brand),
    links,
    api: (path, init) => fetch(path, { credentials: 'same-origin', ...init }),
    canonicalOrigin: canonical ? new URL(canonical.href).origin : location.origin,
    environment: root.dataset.environment === 'production' ? 'production' : 'development',
    mapStyleUrl: root.dataset.mapStyle ?? null,
    loginRecheckSeconds: Number(root.dataset.loginRecheck) || 300,
    tracking: { analyticsId: root.dataset.analyticsId ?? null, adsId: root.dataset.adsId ?? null },
    ...(nonce ? { nonce } : {}),
  })

  await nextTask()
  // Hydration as a transition: React then works in slices and yields to the browser between them, instead of one
  // long task that holds up input on a slow phone (the page is already painted from the server's HTML).
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />)
  })
}
