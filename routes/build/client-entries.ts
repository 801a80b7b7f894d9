import type { BrandId } from '../../brands/brand-config.ts'
import { brandIds } from '../../brands/brand-ids.ts'

/** A brand's browser entry (routes/client/): one per brand of the registry, so a page loads its own brand's config
 *  and URL shapes only. The build reads the list; the worker finds each entry's chunk in the build's manifest. */
export const clientEntryOf = (brandId: BrandId) => `routes/client/${brandId}.tsx`

export const clientEntries = brandIds.map(clientEntryOf)
