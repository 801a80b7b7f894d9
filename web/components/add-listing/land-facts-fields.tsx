import { FormField } from '../../account/form-field.tsx'
import { notStatedLabel } from '../../rules/land-facts.ts'
import { SelectField } from '../account/select-field.tsx'
import { landFactGroups, factKey, type LandFactKey } from './land-fact-inputs.ts'
import { legendClass } from './form-look.tsx'

/** What the fields need of their form (useAccountForm's field(), for a form holding the facts' fields). */
export interface LandFactsForm {
  field: (name: LandFactKey) => {
    id: string
    name: string
    value: string
    error: string | undefined
    onValue: (value: string) => void
  }
}

/**
 * The land facts a seller states (issue 31), grouped as a buyer looks for them: access, utilities, the land,
 * restrictions, rights and records. One column on a phone, two or three on wider screens; every fact optional.
 */
export function LandFactsFields(props: { form: LandFactsForm; legend?: string }) {
  return (
    <fieldset className="m-0 flex flex-col gap-4 border-0 p-0" data-testid="land-facts-fields">
      <legend className={legendClass}>{props.legend ?? 'Land facts'}</legend>
      <p className="m-0 text-sm leading-relaxed">
        The questions land buyers ask first. Each is optional: a fact left as “Not stated” reads “{notStatedLabel}” on
        your listing, and a buyer can ask you with one tap.
      </p>
      {landFactGroups.map((group) => (
        <fieldset key={group.legend} className="m-0 grid gap-4 border-0 p-0 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-1 p-0 font-heading text-base font-bold">{group.legend}</legend>
          {group.facts.map((fact) => {
            const field = props.form.field(factKey(fact.name))
            const { input } = fact
            if (input.kind === 'choice') {
              return (
                <SelectField
                  key={fact.name}
                  id={field.id}
                  name={field.name}
                  label={fact.label}
                  value={field.value}
                  options={input.options}
                  error={field.error}
                  onValue={field.onValue}
                />
              )
            }
            const wide = input.kind === 'text' && input.maxLength > 100
            return (
              <div key={fact.name} className={wide ? 'sm:col-span-2 lg:col-span-3' : undefined}>
                <FormField
                  {...field}
                  label={input.kind === 'number' ? `${fact.label} (${input.unit})` : fact.label}
                  inputMode={input.kind === 'number' ? 'decimal' : undefined}
                  maxLength={input.kind === 'text' ? input.maxLength : undefined}
                  placeholder={input.kind === 'text' ? input.placeholder : undefined}
                />
              </div>
            )
          })}
        </fieldset>
      ))}
    </fieldset>
  )
}
