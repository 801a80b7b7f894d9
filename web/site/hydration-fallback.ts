// Hydration falls back after 2000 ms (spec §9). The server's page works before its script runs (links, the search
// form's GET), but its buttons and menus wait for hydration. When the script has not taken over 2 s after the document
// arrived, a one-line inline script at the end of the body (the root's scripts, worker/ssr/client-assets.ts) marks
// the document `data-hydration="late"` and the root's notice tells the visitor what works meanwhile; the root's
// hydration mark (data-hydrated) hides it again.

export const hydrationFallbackMs = 2000

/** The inline script (it carries the page's CSP nonce, as every inline script does). */
export const hydrationFallbackScript = `setTimeout(function(){var d=document.documentElement;if(!d.dataset.hydrated)d.dataset.hydration='late'},${hydrationFallbackMs})`
