/**
 * What the queries need of D1: `prepare` and `batch`. A request reads through a session of the database
 * (worker/middleware/d1-session.ts), which has just these two; tests and the scheduled work pass the database itself.
 */
export type Db = Pick<D1Database, 'prepare' | 'batch'>
