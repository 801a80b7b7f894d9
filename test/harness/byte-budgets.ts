/**
 * The byte budgets of what a page downloads before it answers input, gzipped (issue 29: one JS budget for every page
 * type, the home page included). `npm test` checks them on the build (test/unit/first-script-budget.test.ts); the bench
 * weighs the same pages loaded in chromium.
 */
export const firstScriptBudget = 150 * 1024
/** The stylesheet every page carries inline. */
export const inlineCssBudget = 25 * 1024
