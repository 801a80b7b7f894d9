import {
  RouterServer,
  createSsrStreamResponse,
  defineHandlerCallback,
  getSsrStatus,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import { renderToReadableStream } from 'react-dom/server'

// A page's HTML as TanStack Router's own stream handler (defaultStreamHandler) makes it, with one difference: the
// status waits for the whole render. React renders a component that throws inside a Suspense boundary (every page is
// in one: routes/lazy-page.ts) as a blank for the browser to fill, after the response has said 200: the visitor got a
// page that fails again in their browser, and the edge cache a broken page to share. The route's data is loaded
// before the render starts (as crawlers already got it, whole, from the default handler), so the wait is the render's
// own milliseconds, and a crash can still be answered 500.

/** Renders the matched page whole; a component that threw goes to `onCrash`, and the page is not answered. */
export function pageStreamHandler(onCrash: (error: unknown) => void) {
  return defineHandlerCallback(async ({ request, router, responseHeaders }) => {
    const crashes: unknown[] = []
    const stream = await renderToReadableStream(<RouterServer router={router} />, {
      signal: request.signal,
      nonce: router.options.ssr?.nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A request the visitor gave up on ends the render too: that is no crash.
      onError: (error) => void (request.signal.aborted || crashes.push(error)),
    })
    await stream.allReady
    if (crashes.length) {
      await stream.cancel()
      onCrash(crashes[0])
      return new Response(null, { status: 500 })
    }
    const body = transformReadableStreamWithRouter(router, stream, {
      rendererSafePoint: 'script-close',
      signal: request.signal,
    })
    return createSsrStreamResponse(
      router,
      new Response(body, { status: getSsrStatus(router), headers: responseHeaders }),
    )
  })
}
