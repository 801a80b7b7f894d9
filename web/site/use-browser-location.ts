import { useState } from 'react'
import type { NearMePoint } from '../search/near-me.ts'

/**
 * The browser's position for a button (browser-location.ts, loaded on the first click): whether it is being asked,
 * and why the last ask failed, in the buyer's words.
 */
export function useBrowserLocation() {
  const [asking, setAsking] = useState(false)
  const [problem, setProblem] = useState('')
  const ask = (onPoint: (point: NearMePoint) => void) => {
    setAsking(true)
    import('./browser-location.ts')
      .catch(() => {
        throw new Error('Your location could not be asked for. Please reload the page and try again.')
      })
      .then(({ askBrowserLocation }) => askBrowserLocation())
      .then(
        (point) => {
          setProblem('')
          onPoint(point)
        },
        (error: Error) => setProblem(error.message),
      )
      .finally(() => setAsking(false))
  }
  return { asking, problem, ask }
}
