import { useState, type RefObject } from 'react'
import { useNearViewport } from './use-near-viewport.ts'

/**
 * A part of a page below the fold that starts as the buyer nears it (useNearViewport) or asks for it with the button
 * standing in for it. Tabbing to that button scrolls it near: the part waits until the focus moves on, as taking the
 * button from under the keyboard would drop the focus to the page's start. Asked for, the part shows and the focus
 * stays on `section` (give it tabIndex -1 and a name), one Tab before what replaces the button.
 */
export function useShownWhenNear(section: RefObject<HTMLElement | null>, margin: string, enabled = true) {
  const [asked, setAsked] = useState(false)
  const [buttonFocused, setButtonFocused] = useState(false)
  const near = useNearViewport(section, margin, enabled)
  return {
    shown: asked || (near && !buttonFocused),
    buttonProps: {
      onClick: () => {
        setAsked(true)
        section.current?.focus()
      },
      onFocus: () => setButtonFocused(true),
      onBlur: () => setButtonFocused(false),
    },
  }
}
