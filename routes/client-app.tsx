import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import type { hydrateRoot } from 'react-dom/client'
import { createAppRouter } from './create-app-router.tsx'

// The browser's side of the app, a stage of the start of its own (routes/start-client.tsx): TanStack's code, the
// routes and the pages' shared code run when this module is imported.
export { createAppRouter }

/**
 * Hydrates the server-rendered document with the brand's router, as a transition: React then works in slices and
 * yields to the browser between them, instead of one long task that holds up input on a slow phone (the page is
 * already painted from the server's HTML). React DOM comes from the start's first stage.
 */
export function hydrateApp(router: ReturnType<typeof createAppRouter>, hydrate: typeof hydrateRoot): void {
  startTransition(() => {
    hydrate(document, <RouterClient router={router} />)
  })
}
