import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react'

// A button that opens a native <dialog> as a modal, the dialog's code loaded on the first click (lazyWithNotice):
// the opener's side and the dialog's side of it.

/** What the opener hands its dialog. */
export interface ModalDialogProps {
  /** The <dialog>'s id, which the opening button's aria-controls names. */
  id: string
  open: boolean
  /** The dialog has closed (Escape or a Close button): the opener hides it and takes focus back. */
  onClose: () => void
}

/**
 * The opener's state: whether the dialog is open, and whether it is mounted (from the first click on, and kept, so
 * reopening is instant and keeps what the buyer did), with the props for the button and for the dialog.
 */
export function useDialogOpener() {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const id = useId()
  return {
    loaded,
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'aria-controls': loaded ? id : undefined,
      onClick: () => {
        setLoaded(true)
        setOpen(true)
      },
    },
    dialogProps: {
      id,
      open,
      onClose: () => {
        setOpen(false)
        // Explicit, not left to the browser: Safari does not focus a clicked button, so nothing would be restored.
        button.current?.focus()
      },
    } satisfies ModalDialogProps,
  }
}

/** The dialog's side: shown as a modal while `open` (then `onShown`, to move the focus in), closed when not. */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, open: boolean, onShown?: () => void): void {
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
        <button
          type="button"
          aria-label="Close"
          onClick={() => props.dialog.current?.close()}
          className="tap-target shrink-0 cursor-pointer rounded border-0 bg-transparent p-1 text-xl leading-none text-brand-ink"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="p-4">{props.children}</div>
    </dialog>
  )
}
