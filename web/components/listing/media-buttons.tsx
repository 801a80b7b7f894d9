import { modeLabels, type FullscreenMode } from './fullscreen/fullscreen-state.ts'

/**
 * Under the photos: the listing's other media (video, 3D tour, map), each opening the full-screen carousel in its
 * mode. The photos open it from the gallery itself.
 */
export function MediaButtons(props: {
  modes: readonly FullscreenMode[]
  onOpen: (mode: FullscreenMode, index: number, from: HTMLElement) => void
}) {
  const modes = props.modes.filter((mode) => mode !== 'gallery')
  if (!modes.length) return null
  return (
    <div role="group" aria-label="View full screen" className="mt-2 flex flex-wrap gap-2">
      {modes.map((mode) => (
        <button
          key={mode}
          type="button"
          aria-haspopup="dialog"
          data-fullscreen-mode={mode}
          className="tap-target cursor-pointer rounded-full border border-solid border-gray-300 bg-white px-4 py-1 text-sm font-semibold text-brand-ink hover:bg-brand-surface"
          onClick={(event) => props.onOpen(mode, 0, event.currentTarget)}
        >
          {modeLabels[mode]}
        </button>
      ))}
    </div>
  )
}
