// The server says every text with values through the template compiler, as it does once started (decision 055).
import { enableTemplateCompiler } from '../src/shared/i18n-compiler.ts';

enableTemplateCompiler();
