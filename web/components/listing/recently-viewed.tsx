import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { viewedListingsLimit, viewedListingsQuery } from '../../api/listing-detail.ts'
import { useApi } from '../../site/api-context.tsx'
import { ListingCardRow } from './listing-card-row.tsx'

// The listings this browser opened before, newest first (spec §7 getviewedlistings). The list lives in local
// storage, so it is read after hydration: the server cannot know it, and the page it renders has no such section.
const storageKey = 'viewedListings'

function readViewed(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]')
    return Array.isArray(stored) ? stored.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : []
  } catch {
    return []
  }
}

/** Puts `id` first in the stored list (once), keeping the newest ones. */
function rememberViewed(id: number): void {
  const list = [id, ...readViewed().filter((other) => other !== id)].slice(0, viewedListingsLimit)
  try {
    localStorage.setItem(storageKey, JSON.stringify(list))
  } catch {
    // Storage full or refused (private mode): the section just stays empty.
  }
}

export function RecentlyViewed(props: { currentId: number }) {
  const api = useApi()
  const [others, setOthers] = useState<number[]>([])
  useEffect(() => {
    setOthers(readViewed().filter((id) => id !== props.currentId))
    rememberViewed(props.currentId)
  }, [props.currentId])
  const { data } = useQuery(viewedListingsQuery(api, others))
  const listings = data?.data ?? []
  if (!listings.length) return null
  return <ListingCardRow id="recently-viewed" heading="Recently viewed" listings={listings} />
}
