/**
 * Runs before any schema is built (lib/schemas.ts loads it first; it shares zod's chunk): zod 4 would otherwise probe `new Function` to
 * compile fast parsers, which our CSP (no 'unsafe-eval') refuses and reports as a violation. Parsing without
 * it is fast enough for forms and API answers.
 */
import { z } from 'zod';

z.config({ jitless: true });
