import { useEffect, useState, type RefObject } from 'react'
import { whenIdle } from './idle-queue.ts'

/**
 * Whether `element` has come within `margin` of the viewport; true from then on. For parts below the fold that cost
 * something to start (a map, a fetch): they start as the buyer nears them, not with the page. It turns true in an
 * idle period of its own, so several starting at once never make one long task while the page hydrates.
 */
export function useNearViewport(element: RefObject<Element | null>, margin: string, enabled = true): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (!enabled || near || !target) return
    let cancelStart = () => {}
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        cancelStart = whenIdle(() => setNear(true))
      },
      { rootMargin: margin },
    )
    observer.observe(target)
    return () => {
      observer.disconnect()
      cancelStart()
    }
  }, [enabled, near, margin])
  return near
}
