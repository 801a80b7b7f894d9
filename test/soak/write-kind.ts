import type { LoadKind } from './load-types.ts'

// A write of the load: sent with a value of its own each time (a listing per buyer, a search name, a listing's count),
// so that afterwards the site can be asked what it holds of this run's writes and every one accounted for.

export interface WriteAccount {
  name: string
  sent: number
  /** Answered with a 2xx during the load. */
  answered: number
  /** Found in the site's data after the load. */
  stored: number
  /** What did not add up, one line each. */
  problems: string[]
}

export interface WriteKind extends LoadKind {
  /** Reads back what the site holds of this run's writes (through the API, as the people who made them). */
  account(): Promise<WriteAccount>
  /** Takes this run's writes away again where they would pile up run after run; answers how many. */
  cleanUp?(): Promise<number>
}

/** The account's own problems: every 2xx stored, nothing stored that was not sent. */
export function accountOf(name: string, sent: number, answered: number, stored: number, problems: string[] = []) {
  const found = [...problems]
  if (stored > sent) found.push(`${stored} stored but only ${sent} sent`)
  else if (stored !== answered) found.push(`${answered} answered 2xx but ${stored} stored`)
  return { name, sent, answered, stored, problems: found } satisfies WriteAccount
}

export const is2xx = (status: number) => status >= 200 && status < 300
