// The sizes POST /api/Logging and POST /api/Logging/Log/ take, in a module of their own: the crash report
// (web/pages/report-crash.ts) cuts its message to fit without loading the call schemas and valibot.

/** The longest log message stored: a real error's message and the top of its stack fit, a page of junk does not. */
export const clientLogMessageMaxLength = 2000

/** The most listings one event names: a search page's 25 cards (searchPageSize), the most any page shows at once. */
export const listingLogInfosMaxLength = 25
