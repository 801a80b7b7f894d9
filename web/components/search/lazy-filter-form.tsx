import { Suspense } from 'react'
import { lazyWithNotice } from '../lazy-with-notice.tsx'
import type { FilterFormProps } from './filter-forms.tsx'

// A filter chip's form, loaded with the others on the first opening of any (filter-forms.tsx).

type FilterForms = typeof import('./filter-forms.tsx')
/** The forms' code once it has come: a chip opened after that shows its form at once, with no loading step between. */
let loaded: FilterForms | undefined

const load = () => import('./filter-forms.tsx').then((module) => (loaded = module))
/** Starts loading the forms: a chip pointed at or focused is likely to be opened next. A failure shows on opening. */
export const warmFilterForms = () => void load().catch(() => {})
const PriceAcresForm = lazyWithNotice<FilterFormProps>(
  () => load().then((module) => ({ default: module.PriceAcresForm })),
  'filters',
)
const PropertyTypeForm = lazyWithNotice<FilterFormProps>(
  () => load().then((module) => ({ default: module.PropertyTypeForm })),
  'filters',
)

export function LazyFilterForm(props: FilterFormProps & { form: 'PriceAcresForm' | 'PropertyTypeForm' }) {
  const { form, ...rest } = props
  if (loaded) {
    const Loaded = loaded[form]
    return <Loaded {...rest} />
  }
  const Form = form === 'PriceAcresForm' ? PriceAcresForm : PropertyTypeForm
  return (
    <Suspense fallback={<p role="status">Loading filters…</p>}>
      <Form {...rest} />
    </Suspense>
  )
}
