// The error page's and the loader's texts (spec §8), apart from the forms' (messages.ts): every page carries these.

export const errorMessages = {
  serverError: 'An error has occurred, website engineers have been notified',
  chunkLoad: (id: string) => `Loading chunk ${id} failed`,
  cssChunkLoad: (id: string) => `Loading CSS chunk ${id} failed`,
} as const
