import { useMemo, useRef, useState, type ChangeEvent } from 'react'
import { acresDisplay } from '../../format/listing-format.ts'
import { acreageDiffers } from '../../rules/boundary.ts'
import { boundaryReading } from '../../rules/boundary-field.ts'
import { fieldClass, secondaryButton } from '../account/account-look.tsx'

/** The files a boundary comes in: GeoJSON (from GIS tools and survey apps) and KML (from Google Earth). */
const boundaryFiles = '.geojson,.json,.kml,application/geo+json,application/vnd.google-earth.kml+xml'

/**
 * A listing's boundary (issue 31), from a GeoJSON or KML file read here in the browser, or pasted. As the seller picks
 * it, the acres it measures show beside the acres they state, with a note when the two are more than 5 % apart (the
 * listing page shows both). `value` is the file's or the pasted text; the form's rule checks it
 * (web/rules/boundary-field.ts).
 */
export function BoundaryInput(props: {
  id: string
  value: string
  error: string | undefined
  /** The acres the seller states; null while they state none. */
  statedAcres: number | null
  onValue: (text: string) => void
}) {
  const { id, value, error } = props
  const fileInput = useRef<HTMLInputElement>(null)
  const [fileName, setFileName] = useState<string | null>(null)
  const [readProblem, setReadProblem] = useState('')
  // A KML of a few hundred KB is read once per change, not on every render of the form.
  const reading = useMemo(() => boundaryReading(value), [value])

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file) return
    setReadProblem('')
    try {
      props.onValue(await file.text())
      setFileName(file.name)
    } catch {
      setReadProblem(`${file.name} could not be read. Please choose the file again.`)
    }
  }
  function removed() {
    props.onValue('')
    setFileName(null)
    if (fileInput.current) fileInput.current.value = ''
  }

  const described = [`${id}-hint`, `${id}-reading`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-2" data-testid="boundary-input">
      <label htmlFor={`${id}-file`} className="text-sm font-semibold">
        Boundary file (GeoJSON or KML)
      </label>
      <input
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        accept={boundaryFiles}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void picked(event)}
        className="tap-target max-w-full text-sm"
      />
      <p id={`${id}-hint`} className="m-0 text-sm text-brand-muted">
        Your survey or GIS tool can export one; Google Earth saves a drawn outline as KML. Or paste its text below.
      </p>
      {fileName ? (
        <p className="m-0 flex flex-wrap items-center gap-2 text-sm">
          <span>
            Read from <strong>{fileName}</strong>.
          </span>
          <button type="button" className={secondaryButton} onClick={removed}>
            Remove the boundary
          </button>
        </p>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold">
            Or paste GeoJSON or KML
          </label>
          <textarea
            id={id}
            name="boundary"
            rows={3}
            value={value}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => props.onValue(event.target.value)}
            className={`${fieldClass} font-mono text-sm`}
          />
        </div>
      )}
      <p id={`${id}-reading`} role="status" className="m-0 text-sm" data-testid="boundary-reading">
        {readProblem ||
          (reading && 'acres' in reading ? (
            <AcresCompared measured={reading.acres} stated={props.statedAcres} />
          ) : reading && !error ? (
            <span className="text-red-700">{reading.problem}</span>
          ) : null)}
      </p>
      {error && (
        <p id={`${id}-error`} className="m-0 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** The acres a boundary measures beside those stated, and the note the listing page shows when they differ > 5 %. */
function AcresCompared(props: { measured: number; stated: number | null }) {
  const { measured, stated } = props
  const differs = stated !== null && stated > 0 && acreageDiffers(stated, measured)
  return (
    <>
      This boundary measures <strong>{acresDisplay(measured)}</strong>
      {stated !== null && stated > 0 && <>; you state {acresDisplay(stated)}</>}.
      {differs && (
        <span className="mt-1 block font-semibold text-amber-900" data-testid="boundary-acres-differ">
          That is more than 5 % apart: buyers see both figures, with a note. Check the boundary or the acres.
        </span>
      )}
    </>
  )
}
