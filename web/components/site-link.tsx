import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

/** Whether a click on a link is the router's to follow: a plain left click, not one for a new tab or window. */
export function followsInPlace(event: MouseEvent<HTMLAnchorElement>): boolean {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
  return !event.defaultPrevented && event.button === 0 && !modified && !event.currentTarget.target
}

/**
 * A link to a page of this site that the router follows in place (no full page load) once the page is hydrated; a
 * plain link before that, and for new tabs and modified clicks.
 */
export function SiteLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter()
  return (
    <a
      {...props}
      onClick={(event) => {
        props.onClick?.(event)
        if (!followsInPlace(event)) return
        event.preventDefault()
        void router.navigate({ href: props.href })
      }}
    />
  )
}
