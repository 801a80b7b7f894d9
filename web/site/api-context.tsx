import { createContext, useContext } from 'react'
import type { ApiFetch } from '../api/api-client.ts'

// How components reach /api/*: fetch in the browser, the in-process API on the server.
export const ApiContext = createContext<ApiFetch | null>(null)

export function useApi(): ApiFetch {
  const api = useContext(ApiContext)
  if (!api) throw new Error('useApi() used outside the root route')
  return api
}
