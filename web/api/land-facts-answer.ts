import * as v from 'valibot'
import { choiceFacts, femaFloodZones, landFactKinds, type ChoiceFact, type LandFactKey } from '../rules/land-facts.ts'
import type { LandFacts } from '../rules/land-facts-form.ts'

// The land facts as the detail API answers them: every fact present, null when not stated. Built from the facts'
// kinds rather than from the form's schema (land-facts-form.ts), whose number parsing and field messages a listing
// page never needs: this schema is part of the page's first script.

const answerOf = (name: LandFactKey) => {
  const kind = landFactKinds[name]
  if (kind === 'choice') return v.nullable(v.picklist(Object.keys(choiceFacts[name as ChoiceFact])))
  if (kind === 'floodZone') return v.nullable(v.picklist(femaFloodZones))
  if (kind === 'yesNo') return v.nullable(v.boolean())
  if (kind === 'number') return v.nullable(v.number())
  return v.nullable(v.string())
}

export const landFactsAnswer = v.object(
  Object.fromEntries((Object.keys(landFactKinds) as LandFactKey[]).map((name) => [name, answerOf(name)])),
) as unknown as v.GenericSchema<LandFacts>
