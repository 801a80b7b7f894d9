import { useEffect, useId, type ReactNode, type RefObject } from 'react'

// The dialog's side of a modal (the opener's side is modal-dialog.tsx): shown as a modal <dialog>, with Tab kept
// inside it. Only the dialogs import this, so it loads with them, on the first opening.

/** What Tab can stop at: a control that is enabled, shown, and not taken out of the order with tabindex -1. */
const tabStops = 'a[href], button, input, select, textarea, iframe, [tabindex]'

/**
 * Tab from the last control goes round to the first, Shift+Tab from the first to the last (the dialog pattern of
 * WAI-ARIA): a modal <dialog> makes the page inert, but would let the focus leave it for the browser's own controls.
 */
function keepTabInside(event: KeyboardEvent) {
  const dialog = event.currentTarget
  if (event.key !== 'Tab' || !(dialog instanceof HTMLElement)) return
  const stops = [...dialog.querySelectorAll<HTMLElement>(tabStops)].filter(
    (stop) => stop.tabIndex >= 0 && !stop.matches(':disabled') && stop.checkVisibility(),
  )
  const [first, last] = [stops[0], stops.at(-1)]
  const leaving = event.shiftKey ? first : last
  if (!leaving || document.activeElement !== leaving) return
  event.preventDefault()
  ;(event.shiftKey ? last : first)?.focus()
}

/** The dialog's side: shown as a modal while `open` (then `onShown`, to move the focus in), closed when not. */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, open: boolean, onShown?: () => void): void {
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    element.addEventListener('keydown', keepTabInside)
    return () => element.removeEventListener('keydown', keepTabInside)
  }, [])
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      onShown?.()
    } else if (!open && element.open) element.close()
  }, [open])
}

/**
 * A modal's frame: the <dialog>, a heading with a line saying what it is about, and a Close button (Escape closes it
 * too). `onClosed` hears every way it closes.
 */
export function ModalFrame(props: {
  dialog: RefObject<HTMLDialogElement | null>
  id: string
  heading: string
  about: string
  onClosed: () => void
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <dialog
      ref={props.dialog}
      id={props.id}
      aria-labelledby={headingId}
      onClose={props.onClosed}
      className="max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border-0 bg-white p-0 font-body text-brand-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="flex items-start justify-between gap-3 border-0 border-b border-solid border-gray-200 p-4">
        <h2 id={headingId} className="m-0 text-lg font-semibold">
          {props.heading}
          <span className="mt-1 block text-sm font-normal text-brand-muted">{props.about}</span>
        </h2>
        <DialogCloseButton dialog={props.dialog} />
      </div>
      <div className="p-4">{props.children}</div>
    </dialog>
  )
}

/** A dialog's Close (×) at the end of its heading: closes the <dialog>, whose close event tells its opener. */
export function DialogCloseButton(props: { dialog: RefObject<HTMLDialogElement | null> }) {
  return (
    <button
      type="button"
      aria-label="Close"
      onClick={() => props.dialog.current?.close()}
      className="tap-target shrink-0 cursor-pointer rounded border-0 bg-transparent p-1 text-xl leading-none text-brand-ink"
    >
      <span aria-hidden="true">×</span>
    </button>
  )
}
