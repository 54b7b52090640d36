/**
 * The zod contracts, loaded on first use: answers are checked inside async actors, so the schemas (and zod)
 * stay out of the JavaScript the home page needs before it can run.
 */
export const loadSchemas = () => import('../../contracts/index');
