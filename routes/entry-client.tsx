import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import 'virtual:uno.css'
import { brands, defaultBrandId, isBrandId } from '../brands/brand-registry.ts'
import { createAppRouter } from './create-app-router.tsx'

// The browser side of the same route tree: the brand and canonical origin come from the server-rendered
// document, so hydration renders exactly what the server did.
const root = document.documentElement
const brandId = isBrandId(root.dataset.brand) ? root.dataset.brand : defaultBrandId
const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content

const router = createAppRouter({
  brand: brands[brandId],
  api: (path, init) => fetch(path, { credentials: 'same-origin', ...init }),
  canonicalOrigin: canonical ? new URL(canonical.href).origin : location.origin,
  environment: root.dataset.environment === 'production' ? 'production' : 'development',
  mapStyleUrl: root.dataset.mapStyle ?? null,
  ...(nonce ? { nonce } : {}),
})

// Hydration as a transition: React then works in slices and yields to the browser between them, instead of one
// long task that holds up input on a slow phone (the page is already painted from the server's HTML).
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />)
})
