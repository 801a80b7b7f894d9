import { useId, useRef, useState } from 'react'

// A button that opens a native <dialog> as a modal, the dialog's code loaded on the first click (lazyWithNotice):
// the opener's side of it (the dialog's side is modal-frame.tsx, loaded with the dialog).

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
