/** The query parameter a seller's mail links carry to log in by token (spec §4). */
export const loginTokenParameter = 'logintoken'
