/** `npm run i18n:missing`: the English texts the Hindi catalogue lacks, as JSON by file (decision 055). */
import { hi } from '../src/shared/locales/hi.ts';
import { usedTexts } from './i18n-texts.ts';

const byFile: Record<string, string[]> = {};
for (const [id, at] of usedTexts()) if (!(id in hi)) (byFile[at.replace(/:\d+$/, '')] ??= []).push(id);
console.log(JSON.stringify(byFile, null, 2));
