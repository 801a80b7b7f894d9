import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

/** The least room between an open panel and the window's edge: the panels' widths leave 1rem either side. */
const windowMarginPx = 16

/**
 * A filter button that opens its panel below it (disclosure pattern): Escape or a click outside closes it and
 * focus goes back to the button, so a keyboard user never loses their place in the filter bar. Tabbing on past the
 * panel closes it too: left open, it would lie over what the focus moves to.
 */
export function FilterDisclosure(props: {
  label: string
  /** What is chosen now ('$50K – $200K'), shown on the button. */
  summary?: string
  wide?: boolean
  /** Pointed at or focused: a panel whose code loads on opening can start loading it. */
  onWarm?: () => void
  children: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])
  // Before it is drawn, and again when the window changes: the panel opens under its button, moved left as far as it
  // must to end inside the window (a chip near the right edge would otherwise widen the page and hide Apply).
  useLayoutEffect(() => {
    const element = panel.current
    if (!open || !element) return
    const place = () => {
      element.style.translate = ''
      const { left, right } = element.getBoundingClientRect()
      const over = right - (document.documentElement.clientWidth - windowMarginPx)
      if (over > 0) element.style.translate = `${-Math.min(over, left - windowMarginPx)}px`
    }
    place()
    window.addEventListener('resize', place)
    return () => window.removeEventListener('resize', place)
  }, [open])
  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          close()
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget
        if (open && next && !wrapper.current?.contains(next)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        onPointerEnter={props.onWarm}
        onFocus={props.onWarm}
        className={`tap-target rounded-full border px-3 py-1 text-sm ${
          props.summary ? 'border-brand-primary bg-brand-primary text-white' : 'border-gray-400 bg-white'
        }`}
      >
        {props.label}
        {props.summary ? `: ${props.summary}` : ''} <span aria-hidden="true">▾</span>
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className={`absolute left-0 top-full z-30 mt-2 box-border rounded-lg border border-gray-300 bg-white p-4 shadow-lg ${
          props.wide ? 'w-[min(40rem,calc(100vw-2rem))]' : 'w-[min(20rem,calc(100vw-2rem))]'
        }`}
      >
        {open && props.children(close)}
      </div>
    </div>
  )
}
