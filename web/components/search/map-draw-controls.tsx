import { useEffect, useRef } from 'react'

// The drawn-area buttons over the map. Every step works from the keyboard: "Add map centre" places a corner under
// the crosshair, so a buyer who moves the map with the arrow keys can draw as well as one with a mouse.

const button =
  'tap-target rounded-full border border-gray-400 bg-white px-3 py-1 text-sm shadow disabled:cursor-not-allowed disabled:opacity-50'
const primaryButton =
  'tap-target rounded-full border border-brand-primary bg-brand-primary px-3 py-1 text-sm text-white shadow disabled:cursor-not-allowed disabled:opacity-50'

export function MapDrawControls(props: {
  /** The corners placed so far, or null when not drawing. */
  corners: number | null
  hasArea: boolean
  onStart: () => void
  onAddCentre: () => void
  onUndo: () => void
  onFinish: () => void
  onCancel: () => void
  onClear: () => void
}) {
  const drawing = props.corners !== null
  const firstAction = useRef<HTMLButtonElement>(null)
  const startButton = useRef<HTMLButtonElement>(null)
  const wasDrawing = useRef(drawing)
  // The button just pressed is gone when the mode changes: focus moves to the new buttons rather than dropping back
  // to the page's start. Focus elsewhere (the map, after Escape) stays where it is.
  useEffect(() => {
    if (wasDrawing.current === drawing) return
    wasDrawing.current = drawing
    if (document.activeElement && document.activeElement !== document.body) return
    ;(drawing ? firstAction : startButton).current?.focus()
  }, [drawing])

  if (!drawing)
    return (
      <div className="absolute left-2 top-2 z-10 flex flex-wrap gap-2" role="group" aria-label="Search area">
        <button ref={startButton} type="button" className={button} onClick={props.onStart}>
          Draw area
        </button>
        {props.hasArea && (
          <button type="button" className={button} onClick={props.onClear}>
            Clear area
          </button>
        )}
      </div>
    )
  const corners = props.corners ?? 0
  return (
    <div
      className="absolute left-2 right-14 top-2 z-10 flex flex-col items-start gap-2"
      role="group"
      aria-label="Draw a search area"
    >
      <p role="status" className="m-0 rounded bg-white/90 px-2 py-1 text-sm shadow">
        Click the map at each corner of the area: {corners} placed{corners < 3 ? ', at least 3 needed' : ''}.
      </p>
      <div className="flex flex-wrap gap-2">
        <button ref={firstAction} type="button" className={button} onClick={props.onAddCentre}>
          Add map centre
        </button>
        <button type="button" className={button} disabled={corners === 0} onClick={props.onUndo}>
          Undo
        </button>
        <button type="button" className={primaryButton} disabled={corners < 3} onClick={props.onFinish}>
          Finish
        </button>
        <button type="button" className={button} onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </div>
  )
}
