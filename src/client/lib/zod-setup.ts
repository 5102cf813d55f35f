/**
 * Imported first by main.tsx, before any schema is built: zod 4 would otherwise probe `new Function` to
 * compile fast parsers, which our CSP (no 'unsafe-eval') refuses and reports as a violation. Parsing without
 * it is fast enough for forms and API answers.
 */
import { z } from 'zod';

z.config({ jitless: true });
