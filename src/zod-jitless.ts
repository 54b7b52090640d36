/*
 * What `zod` means in the browser build (vite.config.ts aliases it here): zod itself, told first not to compile
 * parsers with `new Function`. Otherwise its probe for eval trips the page's CSP (no 'unsafe-eval') on every load,
 * reported as a violation even though zod catches it. The server keeps zod's compiled parsers.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
