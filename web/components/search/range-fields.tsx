import { useId } from 'react'

/** A min/max pair of number fields named `{name}Min` and `{name}Max`, read back with readRange. */
export function RangeFields(props: { legend: string; name: string; min?: number; max?: number; step?: number }) {
  const id = useId()
  const field = (bound: 'Min' | 'Max', value?: number) => (
    <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm" htmlFor={`${id}${bound}`}>
      {bound === 'Min' ? 'Minimum' : 'Maximum'}
      <input
        id={`${id}${bound}`}
        name={`${props.name}${bound}`}
        type="number"
        inputMode="decimal"
        min={0}
        step={props.step ?? 1}
        defaultValue={value ?? ''}
        placeholder={bound === 'Min' ? 'No min' : 'No max'}
        className="box-border w-full min-w-0 rounded border border-gray-400 px-2 py-1"
      />
    </label>
  )
  return (
    <fieldset className="m-0 border-0 p-0">
      <legend className="mb-1 p-0 text-sm font-semibold">{props.legend}</legend>
      <div className="flex gap-2">
        {field('Min', props.min)}
        {field('Max', props.max)}
      </div>
    </fieldset>
  )
}

/** A form field as a non-negative number, or undefined when empty or not a number. */
export function readNumber(form: FormData, name: string): number | undefined {
  const text = String(form.get(name) ?? '').trim()
  if (!text) return undefined
  const value = Number(text)
  return Number.isFinite(value) && value >= 0 ? value : undefined
}

/** Both bounds of a RangeFields pair, swapped when entered the wrong way round. */
export function readRange(form: FormData, name: string): { min?: number; max?: number } {
  const min = readNumber(form, `${name}Min`)
  const max = readNumber(form, `${name}Max`)
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min }
  return { min, max }
}
