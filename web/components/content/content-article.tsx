import type { ReactNode } from 'react'
import { usLongDate } from '../../format/us-numbers.ts'

// The layout of a long text page (terms, policies, partner documentation): one h1, the date the text last changed,
// a table of contents when there is much to find, and sections under h2 headings, at a measure a person can read on
// a phone and on a wide screen alike.

export interface ContentSection {
  /** The section's anchor: the table of contents and other pages link to '#{id}'. */
  id: string
  heading: string
  body: ReactNode
}

/** Past this many sections a reader needs the table of contents to find theirs. */
export const sectionsWithoutContents = 5

/**
 * A link inside the text. It stays underlined (the text around it has the same color) and is at least 24 px high,
 * the target size the layout check measures every link by.
 */
export const contentLinkClass = 'tap-target text-brand-primary-dark underline underline-offset-2 break-words'

// The site's stylesheet resets lists and margins; a text page wants them back.
const proseClass =
  'leading-relaxed [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_h3]:mb-1 [&_h3]:mt-5 [&_h3]:text-lg'

const pageClass = 'mx-auto box-border max-w-[70ch] px-4 pb-16 pt-6 text-brand-ink'
const titleClass = 'm-0 font-heading text-2xl font-bold leading-tight md:text-3xl'

/** A content page that is not one long text (a table, a list of lenders): the same measure and heading. */
export function ContentPage(props: { title: string; testId: string; children: ReactNode }) {
  return (
    <main data-testid={props.testId} className={pageClass}>
      <h1 className={titleClass}>{props.title}</h1>
      {props.children}
    </main>
  )
}

/** What a content page says when its data did not come: the reload is the whole remedy. */
export function ContentLoadProblem(props: { what: string }) {
  return (
    <p role="status">
      {props.what} could not be loaded just now.{' '}
      <a href="" className={contentLinkClass}>
        Reload the page
      </a>{' '}
      to try again.
    </p>
  )
}

export function ContentArticle(props: {
  title: string
  /** ISO date of the text's last change. */
  updated: string
  /** What the page is and whom it concerns, above the table of contents. */
  intro: ReactNode
  sections: readonly ContentSection[]
  testId: string
}) {
  const { sections } = props
  return (
    <main data-testid={props.testId} className={pageClass}>
      <article className={proseClass}>
        <header>
          <h1 className={titleClass}>{props.title}</h1>
          <p className="mt-2 text-sm text-brand-muted">
            Last updated <time dateTime={props.updated}>{usLongDate(new Date(props.updated))}</time>
          </p>
        </header>
        {props.intro}
        {sections.length > sectionsWithoutContents && <TableOfContents sections={sections} />}
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="mb-2 mt-8 scroll-mt-4 font-heading text-xl font-bold leading-snug">
              {section.heading}
            </h2>
            {section.body}
          </section>
        ))}
      </article>
    </main>
  )
}

function TableOfContents(props: { sections: readonly ContentSection[] }) {
  return (
    <nav aria-labelledby="contents-heading" className="my-6 rounded-lg bg-brand-surface px-4 py-3">
      <h2 id="contents-heading" className="m-0 font-heading text-base font-bold">
        On this page
      </h2>
      <ol className="mb-0 mt-2">
        {props.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={contentLinkClass}>
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
