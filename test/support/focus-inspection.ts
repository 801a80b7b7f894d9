// What is wrong with how the focused element shows, measured in the page (test/support/keyboard.ts runs it after each
// key): a ring of 2 px or more that stands out 3:1 from what lies behind it (WCAG 1.4.11) and is not cut off by a box
// that clips its overflow or by the window's side, gone again once the focus moves on, and the element not covered by
// another (WCAG 2.4.11). It runs in the browser, so it is one self-contained function.

interface KeyboardMarks {
  /** The element checked before, and how its ring looked while it had the focus. */
  focusWalk?: { element: Element; ring: string }
}

/**
 * What is wrong with how the focused element shows, and whether it carries `mark` (tabTo's target). Null when nothing
 * has the focus. An element in an iframe is the frame's page's to show.
 */
export function inspectFocus(mark: string): { problems: string[]; onTarget: boolean; targetMarked: boolean } | null {
  const element = document.activeElement as HTMLElement | null
  if (!element || element === document.body || element === document.documentElement) return null
  const problems: string[] = []
  const marks = window as unknown as KeyboardMarks
  const onTarget = () => ({ onTarget: element.hasAttribute(mark), targetMarked: !!document.querySelector(`[${mark}]`) })

  type Rgba = [number, number, number, number]
  const rgba = (colour: string): Rgba => {
    const parts = /rgba?\(([^)]+)\)/
      .exec(colour)?.[1]
      ?.split(/[ ,/]+/)
      .filter(Boolean)
      .map(Number) ?? [0, 0, 0, 0]
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1]
  }
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const s = value / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
    return (light + 0.05) / (dark + 0.05)
  }
  /** The colour behind a point of `from`: the first box up the tree with a background of its own (else the page's). */
  const backgroundOf = (from: Element | null): Rgba => {
    for (let box = from; box; box = box.parentElement) {
      const colour = rgba(getComputedStyle(box).backgroundColor)
      if (colour[3] >= 0.5) return colour
    }
    return [255, 255, 255, 1]
  }
  const describe = (box: Element) =>
    `<${box.tagName.toLowerCase()}${box.id ? `#${box.id}` : ''}${box.getAttribute('data-testid') ? ` ${box.getAttribute('data-testid')}` : ''}>`

  /** The ring as it is drawn now: outline and box shadow, to compare with the same element unfocused. */
  const ringOf = (box: Element) => {
    const style = getComputedStyle(box)
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset} | ${style.boxShadow}`
  }

  // The element before: now without the focus, its ring must have gone.
  const before = marks.focusWalk
  if (before && before.element !== element && before.element.isConnected && ringOf(before.element) === before.ring)
    problems.push(`the ring of ${describe(before.element)} stays after the focus left it`)

  if (element.tagName === 'IFRAME') {
    marks.focusWalk = undefined
    return { problems, ...onTarget() }
  }
  const style = getComputedStyle(element)
  marks.focusWalk = { element, ring: ringOf(element) }
  if (!element.matches(':focus-visible')) problems.push('not :focus-visible after a key press')

  // The ring: an outline of 2 px or more, or a box-shadow ring (a spread of 2 px or more). It shows if one of them
  // stands out 3:1 from what lies behind it (WCAG 1.4.11) and is not cut off by a box that clips its overflow or by
  // the window's side. A two-tone ring needs only one of its tones to show on a given background.
  const rings: { kind: string; colour: Rgba; reach: number; inside: boolean }[] = []
  const outlineWidth = parseFloat(style.outlineWidth)
  const outlineOffset = parseFloat(style.outlineOffset)
  if (style.outlineStyle !== 'none' && style.outlineStyle !== 'hidden' && outlineWidth >= 2) {
    const reach = outlineOffset + outlineWidth
    rings.push({ kind: 'outline', colour: rgba(style.outlineColor), reach, inside: outlineOffset < 0 })
  }
  if (style.boxShadow !== 'none') {
    for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
      const colour = rgba(/rgba?\([^)]+\)/.exec(shadow)?.[0] ?? '')
      const lengths =
        shadow
          .replace(/rgba?\([^)]+\)/, '')
          .match(/-?[\d.]+px/g)
          ?.map(parseFloat) ?? []
      const [x = 0, y = 0, , spread = 0] = lengths
      const inset = shadow.includes('inset')
      if (spread >= 2 && Math.abs(x) < 1 && Math.abs(y) < 1)
        rings.push({ kind: 'shadow ring', colour, reach: inset ? 0 : spread, inside: inset })
    }
  }
  const box = element.getBoundingClientRect()
  /** The first thing that cuts the ring off, if any: the window's side or a box that clips its overflow. */
  const cutBy = (reach: number) => {
    const edge = Math.max(0, reach)
    const ring = { left: box.left - edge, right: box.right + edge, top: box.top - edge, bottom: box.bottom + edge }
    if (ring.left < -0.5 || ring.right > document.documentElement.clientWidth + 0.5) return 'the side of the window'
    for (let clip = element.parentElement; clip && clip !== document.body; clip = clip.parentElement) {
      const clipStyle = getComputedStyle(clip)
      const clipsX = clipStyle.overflowX !== 'visible'
      const clipsY = clipStyle.overflowY !== 'visible'
      if (!clipsX && !clipsY) continue
      const clipBox = clip.getBoundingClientRect()
      const left = clipBox.left + clip.clientLeft
      const top = clipBox.top + clip.clientTop
      const cutX = clipsX && (ring.left < left - 0.5 || ring.right > left + clip.clientWidth + 0.5)
      const cutY = clipsY && (ring.top < top - 0.5 || ring.bottom > top + clip.clientHeight + 0.5)
      if (cutX || cutY) return `${describe(clip)} (overflow ${clipStyle.overflowX} ${clipStyle.overflowY})`
    }
    return null
  }
  const judged = rings
    .filter((ring) => ring.colour[3] > 0.5)
    .map((ring) => ({
      ...ring,
      contrast: contrast(ring.colour, backgroundOf(ring.inside ? element : element.parentElement)),
      cut: cutBy(ring.reach),
    }))
  if (!judged.length) {
    problems.push(
      `no focus ring (outline: ${style.outlineStyle} ${style.outlineWidth}; box-shadow: ${style.boxShadow})`,
    )
  } else if (!judged.some((ring) => ring.contrast >= 3 && !ring.cut)) {
    const why = judged.map(
      (ring) =>
        `${ring.kind} ${ring.contrast.toFixed(1)}:1 against what lies behind${ring.cut ? `, cut off by ${ring.cut}` : ''}`,
    )
    problems.push(`the ring does not show (3:1, uncut needed): ${why.join('; ')}`)
  }

  // Not hidden behind something else (a bar fixed to the window's foot, an open panel): the element is on top at
  // its middle, as far as that lies in the window. An element wholly outside the window is not covered: a Tab scrolls
  // its stop into view, so only the page moving on its own puts one there (a router's scroll to the top after Enter
  // on a link), and what the window's edge shows then is no cover of it.
  const width = document.documentElement.clientWidth
  const inWindow = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < width
  const x = Math.min(Math.max(box.left + box.width / 2, 1), width - 1)
  const y = Math.min(Math.max(box.top + box.height / 2, 1), window.innerHeight - 1)
  const top = inWindow ? document.elementFromPoint(x, y) : null
  if (top && top !== element && !element.contains(top) && !(top instanceof HTMLLabelElement && top.control === element))
    problems.push(`covered by ${describe(top)}`)
  return { problems, ...onTarget() }
}
