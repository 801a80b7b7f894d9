// The Contact Seller message as the form starts it: the buyer's interest in the listing, then the questions they
// asked from its land facts (issue 31), each on a line of its own and each once. Pure, so the unit tests read it.

/** The message a buyer starts from. */
export const startMessage = (title: string) => `I'm interested in ${title}. Please send me more information.`

/**
 * The message with each of `questions` it does not hold yet added at its end: after a blank line under the buyer's
 * own words, on the next line under a question (one added before). What the buyer typed stays as it is.
 */
export function withQuestions(message: string, questions: readonly string[]): string {
  const missing = questions.filter((question) => !message.includes(question))
  if (!missing.length) return message
  const kept = message.trimEnd()
  if (!kept) return missing.join('\n')
  return `${kept}${kept.endsWith('?') ? '\n' : '\n\n'}${missing.join('\n')}`
}

/**
 * The message after a press of a fact not stated: `questions` are those asked so far, the one just pressed last, and
 * `added` those the message was given before. A question new to the message is added; one the buyer took out again
 * comes back only when its own fact is pressed again, not with another's.
 */
export function messageAfterAsking(message: string, questions: readonly string[], added: readonly string[]): string {
  const pressed = questions.at(-1)
  return withQuestions(
    message,
    questions.filter((question) => question === pressed || !added.includes(question)),
  )
}
