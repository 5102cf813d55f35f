// Node's side of the tests (the server, the journeys' own texts) says every text with values through the template
// compiler, as the server does once started (decision 055); the browser gets English's templates compiled at build.
import { enableTemplateCompiler } from '../src/shared/i18n-compiler.ts';

enableTemplateCompiler();
