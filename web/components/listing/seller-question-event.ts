import { useEffect, useRef } from 'react'

// A question for the seller from the land facts (issue 31): pressing a fact that is not stated adds its question to
// the Contact Seller message and opens the contact form. The land facts panel and Contact Seller sit in different
// parts of the page (the details; the seller card or the contact bar), so the press travels as a DOM event from the
// fact's button to the document, where the page's one Contact Seller of that listing hears it. Nothing is shared
// between requests on the server, and the first script carries only this listener.

const askSellerEvent = 'ask-seller'

interface SellerQuestion {
  listingId: number
  question: string
}

/** Asks the seller of the listing `question`, from the button pressed (which takes the focus back afterwards). */
export function askSeller(button: HTMLElement, listingId: number, question: string): void {
  button.dispatchEvent(
    new CustomEvent<SellerQuestion>(askSellerEvent, { bubbles: true, detail: { listingId, question } }),
  )
}

/** Calls `onAsk` for each question asked about the listing, while `listening` (a listing the buyer may contact). */
export function useSellerQuestions(
  listingId: number,
  listening: boolean,
  onAsk: (question: string, from: HTMLElement) => void,
): void {
  const latest = useRef(onAsk)
  useEffect(() => {
    latest.current = onAsk
  })
  useEffect(() => {
    if (!listening) return
    const heard = (event: Event) => {
      const { detail } = event as CustomEvent<SellerQuestion>
      if (detail.listingId === listingId) latest.current(detail.question, event.target as HTMLElement)
    }
    document.addEventListener(askSellerEvent, heard)
    return () => document.removeEventListener(askSellerEvent, heard)
  }, [listingId, listening])
}
