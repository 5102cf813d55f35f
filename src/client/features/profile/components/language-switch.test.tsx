import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../shared/i18n.ts';
import { hi } from '../../../../shared/locales/hi.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const ROUTE = 'PUT /api/profile/locale';

afterEach(() => {
  i18n.activate('en');
  document.documentElement.lang = 'en';
  localStorage.clear();
});

const choose = (name: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

describe('the language switch on the profile', () => {
  it('offers each language in its own words, switches the page to हिन्दी and back, and saves the choice on the account', async () => {
    const fetchMock = stubFetch({ [ROUTE]: (init) => jsonResponse(JSON.parse(init.body as string)) });
    renderWithProviders(<LanguageSwitch signedIn />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(screen.getByRole('region', { name: 'Language' })).toBeTruthy();
    expect(select.value).toBe('en');
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ['en', 'English', 'en'],
      ['hi', 'हिन्दी', 'hi'],
    ]);
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('Quad, its emails and your notifications are shown in the language you choose.').id);

    choose('Language', 'hi');
    // The catalogue loads, the page's language follows, and the switch itself is said in Hindi.
    const hindi = await screen.findByRole<HTMLSelectElement>('combobox', { name: hi.Language });
    expect(hindi.value).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('quad.locale')).toBe('hi');
    expect(screen.getByText(hi['Quad, its emails and your notifications are shown in the language you choose.']!)).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, ROUTE)).toHaveLength(1));
    expect(JSON.parse(callsTo(fetchMock, ROUTE)[0]?.body as string)).toEqual({ locale: 'hi' });

    choose(hi.Language!, 'en');
    await screen.findByRole('combobox', { name: 'Language' });
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('quad.locale')).toBe('en');
    await waitFor(() => expect(callsTo(fetchMock, ROUTE)).toHaveLength(2));
    expect(JSON.parse(callsTo(fetchMock, ROUTE)[1]?.body as string)).toEqual({ locale: 'en' });
  });

  it('keeps a visitor’s choice in this browser only', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<LanguageSwitch signedIn={false} />);
    expect(screen.getByText('Quad is shown in the language you choose on this device.')).toBeTruthy();
    choose('Language', 'hi');
    await screen.findByRole('combobox', { name: hi.Language });
    expect(localStorage.getItem('quad.locale')).toBe('hi');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so in a dialog, in the new language, when the account could not save it', async () => {
    stubFetch({ [ROUTE]: () => jsonResponse({ message: 'Too many requests.' }, 429) });
    renderWithProviders(<LanguageSwitch signedIn />);
    choose('Language', 'hi');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(hi['Your language was not saved on your account']!)).toBeTruthy();
    // The page stays in the language chosen: this browser keeps it.
    expect(document.documentElement.lang).toBe('hi');
  });
});
