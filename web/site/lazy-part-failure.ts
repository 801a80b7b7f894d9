// A lazily loaded part of a page (the search map) comes as a chunk and a stylesheet of its own. When either does not
// come, the part's notice shows (components/lazy-with-notice.tsx) and the console says what failed in the spec's words
// (§8): 'Loading chunk {id} failed', or 'Loading CSS chunk {id} failed' with code CSS_CHUNK_LOAD_FAILED.

/** The part's import, its failure told in the spec's words by chunk-load.ts, which loads only when one happens. */
export function inSpecWords<TModule>(importer: () => Promise<TModule>, id: string): () => Promise<TModule> {
  return () =>
    importer().catch(async (error: unknown) => {
      // With the network gone, chunk-load.ts may not come either: the failure is then told as the browser told it.
      const told = await import('./chunk-load.ts').then(
        ({ chunkLoadError }) => chunkLoadError(error, id),
        () => error,
      )
      throw told
    })
}
