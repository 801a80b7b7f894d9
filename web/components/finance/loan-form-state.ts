import { useState } from 'react'
import { withCommas } from '../../format/us-numbers.ts'
import { ownerFinancedLoan, type TypicalLoan } from '../../rules/land-loan-terms.ts'
import { readLoanForm, type DownPaymentMode, type LoanForm } from '../../rules/loan-inputs.ts'

// The loan calculator's fields and the owner financing switch. Turning owner financing on puts the seller's usual
// terms in the fields and keeps the buyer's bank terms aside, so the two can be compared and turning it off restores
// them; the price stays as typed either way.

/** The fields of a typical loan on a price. */
function formOf(price: string, loan: TypicalLoan): LoanForm {
  return {
    price,
    downPayment: String(loan.downPaymentPercent),
    downPaymentMode: 'percent',
    rate: String(loan.ratePercent),
    termYears: String(loan.termYears),
    balloon: loan.balloonYears !== null,
    balloonYears: String(loan.balloonYears ?? ownerFinancedLoan.balloonYears),
  }
}

/** Rounds a percentage for a field: at most two decimals, none when whole. */
const percentText = (percent: number) => String(Math.round(percent * 100) / 100)

export function useLoanForm(price: number, bankLoan: TypicalLoan) {
  const [form, setForm] = useState(() => formOf(withCommas(price), bankLoan))
  /** The bank terms put aside while owner financing is on; null while it is off. */
  const [bankForm, setBankForm] = useState<LoanForm | null>(null)
  const reading = readLoanForm(form)

  const change = (update: Partial<LoanForm>) => setForm((current) => ({ ...current, ...update }))

  /** The down payment in the other unit, converted when the fields can be read, as typed otherwise. */
  const setDownPaymentMode = (mode: DownPaymentMode) => {
    if (mode === form.downPaymentMode) return
    if (!reading.valid) return change({ downPaymentMode: mode })
    const down = reading.downPayment
    change({
      downPaymentMode: mode,
      downPayment: mode === 'dollars' ? withCommas(Math.round(down)) : percentText((down / reading.price) * 100),
    })
  }

  const setOwnerFinancing = (on: boolean) => {
    if (on === (bankForm !== null)) return
    if (on) {
      setBankForm(form)
      setForm(formOf(form.price, ownerFinancedLoan))
    } else {
      setForm({ ...(bankForm ?? formOf(form.price, bankLoan)), price: form.price })
      setBankForm(null)
    }
  }

  return {
    form,
    reading,
    change,
    setDownPaymentMode,
    ownerFinancing: bankForm !== null,
    setOwnerFinancing,
    /** The bank terms at today's price, while owner financing is on. */
    bankReading: bankForm ? readLoanForm({ ...bankForm, price: form.price }) : null,
  }
}
