import { CheckboxField, FormField } from '../../account/form-field.tsx'
import type { DownPaymentMode, LoanField } from '../../rules/loan-inputs.ts'
import type { useLoanForm } from './loan-form-state.ts'

// The loan calculator's inputs. Amounts are text fields with a numeric keyboard: a buyer may type '$250,000' or
// '7.5%', which a number input would refuse without saying why; the messages under each field say what is wrong.

const downPaymentModes: { mode: DownPaymentMode; label: string }[] = [
  { mode: 'percent', label: '% of price' },
  { mode: 'dollars', label: 'Dollars' },
]

export function LoanFields(props: { idPrefix: string; loan: ReturnType<typeof useLoanForm> }) {
  const { idPrefix, loan } = props
  const { form, change } = loan
  const errors: Partial<Record<LoanField, string>> = loan.reading.valid ? {} : loan.reading.errors
  const field = (name: LoanField, label: string, inputMode: 'numeric' | 'decimal') => ({
    id: `${idPrefix}-${name}`,
    label,
    inputMode,
    autoComplete: 'off',
    value: form[name],
    error: errors[name],
  })
  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={(event) => event.preventDefault()}>
      <FormField {...field('price', 'Price ($)', 'numeric')} onValue={(price) => change({ price })} />
      <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
        <legend className="mb-1 p-0 text-sm font-semibold">Down payment in</legend>
        <div className="flex gap-4">
          {downPaymentModes.map(({ mode, label }) => (
            <label key={mode} className="flex min-h-6 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${idPrefix}-down-mode`}
                className="h-5 w-5"
                checked={form.downPaymentMode === mode}
                onChange={() => loan.setDownPaymentMode(mode)}
              />
              {label}
            </label>
          ))}
        </div>
        <FormField
          {...field(
            'downPayment',
            form.downPaymentMode === 'percent' ? 'Down payment (%)' : 'Down payment ($)',
            'decimal',
          )}
          onValue={(downPayment) => change({ downPayment })}
        />
      </fieldset>
      <FormField {...field('rate', 'Interest rate (% a year)', 'decimal')} onValue={(rate) => change({ rate })} />
      <FormField {...field('termYears', 'Term (years)', 'numeric')} onValue={(termYears) => change({ termYears })} />
      <CheckboxField
        id={`${idPrefix}-balloon`}
        label="Balloon payment: the rest falls due early"
        checked={form.balloon}
        onChecked={(balloon) => change({ balloon })}
      />
      {form.balloon && (
        <FormField
          {...field('balloonYears', 'Balloon due after (years)', 'numeric')}
          onValue={(balloonYears) => change({ balloonYears })}
        />
      )}
      <CheckboxField
        id={`${idPrefix}-owner`}
        label="Owner financing: the seller carries the loan"
        checked={loan.ownerFinancing}
        onChecked={loan.setOwnerFinancing}
      />
    </form>
  )
}
