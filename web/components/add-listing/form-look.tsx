// The add-listing form's groups, alike (a .tsx file for unocss, which reads classes from .tsx files only).

export const fieldsetClass = 'm-0 grid gap-4 border-0 p-0 sm:grid-cols-2'
export const legendClass = 'mb-2 p-0 font-heading text-lg font-bold'
