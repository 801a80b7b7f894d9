import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { featureFlagQuery } from '../../api/feature-flags.ts'
import { savedSearchPopoverDue } from '../../rules/account-timing.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'

// The saved-search nudge beside Save search (spec §9: at most once per 30 days, on a wide screen), while the site's
// savedSearchPopover flag is on: a lazy chunk its button loads once the browser is idle (save-search.tsx), as nothing
// of it shows with the page's first paint. The flag is asked only when the nudge is due, and not in the page's HTML:
// a page in the edge cache would keep the flag it was rendered with.

function readShown(storageKey: string): number | null {
  try {
    const value = localStorage.getItem(storageKey)
    return value === null ? null : Number(value)
  } catch {
    return Date.now() // storage blocked: never nag
  }
}

export interface SavedSearchPopoverProps {
  /** Where this browser keeps when the nudge last showed. */
  storageKey: string
  /** It is showing: from now on the focus leaving Save search takes it away. */
  onShown: () => void
  /** Its Close was pressed. */
  onClose: () => void
}

export default function SavedSearchPopover(props: SavedSearchPopoverProps) {
  const brand = useBrand()
  const api = useApi()
  const [due, setDue] = useState(false)
  useEffect(() => {
    setDue(
      savedSearchPopoverDue(
        brand.timings.savedSearchPopoverMinWidth,
        window.innerWidth,
        readShown(props.storageKey),
        Date.now(),
      ),
    )
  }, [])
  const flag = useQuery({ ...featureFlagQuery(api, brand.siteId, 'savedSearchPopover'), enabled: due })
  const showing = due && flag.data === true
  useEffect(() => {
    if (!showing) return
    props.onShown()
    try {
      localStorage.setItem(props.storageKey, String(Date.now()))
    } catch {
      // Storage blocked: shown this once.
    }
  }, [showing])
  if (!showing) return null
  return (
    <div
      role="status"
      data-testid="saved-search-popover"
      // Beside the button, one line high, in the row of the count: below it would lie over the first result.
      className="absolute right-full top-1/2 z-20 mr-3 -translate-y-1/2 whitespace-nowrap rounded-lg bg-white px-3 py-1 text-sm text-brand-ink shadow-xl"
    >
      <div className="flex items-center gap-2">
        <p className="m-0">Get new matches by email</p>
        <button
          type="button"
          aria-label="Close"
          onClick={props.onClose}
          className="tap-target -m-1 shrink-0 cursor-pointer rounded border-0 bg-transparent p-1 text-lg leading-none text-brand-ink"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  )
}
