import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes } from 'react'

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
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
        if (event.defaultPrevented || event.button !== 0 || modified || props.target) return
        event.preventDefault()
        void router.navigate({ href: props.href })
      }}
    />
  )
}
