import { createContext, useContext } from 'react'
import type { BrandConfig } from '../../brands/brand-config.ts'

// The brand of the current page, provided once by the root route so components never branch on a
// brand id themselves: they read the brand's data.
export const BrandContext = createContext<BrandConfig | null>(null)

export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext)
  if (!brand) throw new Error('useBrand() used outside the root route')
  return brand
}
