/** Sign-up refuses names that hide characters, have no letter, or pass for the staff's, whatever the variant. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { call } from '../../test/api.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';

describe(`names at sign-up (${dialectName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  });
  afterAll(() => t.close());

  let n = 0;
  const register = (name: string) => {
    n += 1;
    return call(t.app, 'POST', '/api/auth/register', { body: { name, email: `name-${n}@campus.test`, password: 'long enough pw' } });
  };
  const usersNamed = async (name: string) => (await t.database.db.selectFrom('users').select('id').where('name', '=', name).execute()).length;

  it.each([
    ['a right-to-left override', 'Asha \u202Enamrev'],
    ['a left-to-right embedding', '\u202AAsha Verma'],
    ['a pop directional formatting', 'Asha\u202C Verma'],
    ['a right-to-left isolate', 'Asha \u2067Verma\u2069'],
    ['a first strong isolate', '\u2068Asha Verma'],
    ['a right-to-left mark', 'Asha\u200F Verma'],
    ['a left-to-right mark', 'Asha Verma\u200E'],
    ['an Arabic letter mark', 'Asha\u061C Verma'],
    ['a zero-width space', 'Asha\u200BVerma'],
    ['a zero-width non-joiner', 'Ash\u200Ca'],
    ['a zero-width joiner', 'Ash\u200Da'],
    ['a word joiner', 'Asha\u2060Verma'],
    ['a byte order mark inside', 'Asha\uFEFFVerma'],
    ['a tag character', 'Asha\u{E0041}'],
    ['a bell (control) character', 'Asha\u0007Verma'],
    ['an escape (control) character', 'Asha\u001B[31mVerma'],
    ['a C1 control character', 'Asha\u0085Verma'],
    ['a line separator', 'Asha\u2028Verma'],
    ['only zero-width characters', '\u200B\u200C\u200D\u2060'],
    ['only Hangul fillers', '\u3164\u3164\u3164'],
  ])('refuses a name with %s', async (_what, name) => {
    const res = await register(name);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: MESSAGES.nameHiddenCharacters });
    expect(await usersNamed(name)).toBe(0);
  });

  it.each([['digits only', '12345'], ['punctuation only', '.-_-.'], ['emoji only', '😀😀'], ['Arabic-Indic digits', '١٢٣']])(
    'refuses a name without a letter: %s',
    async (_what, name) => {
      const res = await register(name);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: MESSAGES.nameNeedsLetter });
    },
  );

  it.each(['Quad Admin', 'quad admin', 'QUAD ADMIN', 'Quad  Admin', 'Quad.Admin', 'QuadAdmin', 'Ｑｕａｄ Ａｄｍｉｎ', 'Quаd Аdmin', 'Adm1n', 'Admln', 'ΑDΜΙΝ', 'Administrator', 'Moderator', 'Quad', 'Quad Team', 'Quad Support', 'Asha (admin)', 'Àdmín', 'Quad ᴀᴅᴍɪɴ', 'ᎪᎠᎷᎥN'])(
    "refuses a name that reads as the staff's: %s",
    async (name) => {
      const res = await register(name);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: MESSAGES.nameReserved });
    },
  );

  it.each(['Asha Verma', 'Zoë Ångström', 'Nguyễn Văn An', 'José-María O’Neil', 'محمد علي', 'שרה לוי', 'प्रिया शाह', '张伟', 'Ji-woo 김', 'Quadri Lal', 'Asha 🙂', 'Padmini Rao', 'Sadmin Khan', 'Badminton Club', 'Quadros Team'])(
    'keeps a name in any script: %s',
    async (name) => {
      const res = await register(name);
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      expect(res.json).toMatchObject({ name });
    },
  );

  it('keeps the length and required rules and their messages', async () => {
    expect((await register('   ')).json).toEqual({ message: MESSAGES.nameRequired });
    expect((await register('A')).json).toEqual({ message: MESSAGES.nameLength });
    expect((await register('x'.repeat(51))).json).toEqual({ message: MESSAGES.nameLength });
  });
});
