// The look of the account pages' controls, shared so the four pages read as one place (the same inputs as
// web/account/form-field.tsx, the same buttons as the login forms). A .tsx file although it holds no JSX: unocss
// finds the classes to generate in .tsx files only (uno.config.ts).

export const fieldClass =
  'box-border w-full rounded border border-solid border-gray-400 bg-white px-3 py-2 font-body text-base text-brand-ink aria-[invalid=true]:border-red-700'

export const primaryButton =
  'tap-target cursor-pointer rounded border-0 bg-brand-primary px-4 py-2 font-body text-base font-semibold text-white hover:bg-brand-primary-dark disabled:cursor-wait disabled:opacity-70'

/** A link that reads as the row's main action. */
export const linkButton =
  'tap-target rounded bg-brand-primary px-4 py-2 text-sm font-semibold text-white no-underline hover:bg-brand-primary-dark'

export const secondaryButton =
  'tap-target cursor-pointer rounded border border-solid border-gray-400 bg-white px-3 py-1 font-body text-sm font-semibold text-brand-ink hover:bg-brand-surface disabled:cursor-wait disabled:opacity-70'

export const dangerButton =
  'tap-target cursor-pointer rounded border border-solid border-red-700 bg-white px-3 py-1 font-body text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-wait disabled:opacity-70'

export const pageClass = 'mx-auto max-w-5xl px-4 pb-24 pt-6'

/**
 * On a form of web/account/form-field.tsx inputs: their full width includes their padding and border. The site's CSS
 * has no reset, so boxes size by their content (content-box) and a w-full input with padding overflows its column.
 */
export const formBoxes = '[&_input]:box-border'

export const headingClass = 'm-0 font-heading text-2xl font-bold md:text-3xl'
