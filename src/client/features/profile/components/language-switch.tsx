import { useEffect, useId, useRef, useState } from 'react';
import { Languages } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { isLocale, LOCALE_NAMES, LOCALES, t, type Locale } from '../../../../shared/i18n.ts';
import { Card } from '../../../components/card.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import fields from '../../../components/form.module.css';
import { failureText } from '../../../lib/failures.ts';
import { chooseLocale, useLocale } from '../../../lib/locale.ts';
import { cx } from '../../../lib/cx.ts';
import { saveLocale } from '../api/profile-api.ts';
import styles from './language-switch.module.css';

/** The app renders anew in the new language: the switch that was used takes the focus back when it is there again. */
let refocus = false;

export interface LanguageSwitchProps {
  /** Signed in: the choice is saved on the account too, and its emails and notifications follow it. */
  signedIn: boolean;
}

/**
 * The profile's language switch (decision 055): each language named in its own words. The choice is kept in this
 * browser and shown at once; a signed-in student's account keeps it too. The app renders again in the new
 * language, this card with it, so what follows the choice is said through the providers above it (a failed save
 * in a dialog), in the new language.
 */
export function LanguageSwitch({ signedIn }: LanguageSwitchProps) {
  const locale = useLocale();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const queryClient = useQueryClient();
  const showDialog = useDialog();
  /** The language being loaded, shown chosen meanwhile. */
  const [pending, setPending] = useState<Locale | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!refocus) return;
    refocus = false;
    select.current?.focus();
  }, []);

  async function choose(next: Locale) {
    if (next === locale) return;
    setError(null);
    setPending(next);
    refocus = document.activeElement === select.current;
    try {
      await chooseLocale(next);
    } catch (caught) {
      // Hindi's catalogue could not be loaded (offline before it was ever kept): the page stays as it was.
      refocus = false;
      setPending(null);
      setError(failureText(t('change the language'), caught));
      return;
    }
    setPending(null);
    if (!signedIn) return;
    try {
      await saveLocale(next);
      // The notifications the server says in the account's language are read again in the new one.
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    } catch (caught) {
      void showDialog({ title: t('Your language was not saved on your account'), message: failureText(t('save your language'), caught) });
    }
  }

  return (
    <Card title={t('Language')} icon={<Languages aria-hidden="true" size={18} />}>
      <div className={styles.switch}>
        <label htmlFor={`${id}-select`} className="sr-only">
          {t('Language')}
        </label>
        <select
          ref={select}
          id={`${id}-select`}
          className={cx(fields.input, styles.select)}
          value={pending ?? locale}
          aria-busy={pending !== null || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            if (isLocale(e.target.value)) void choose(e.target.value);
          }}
        >
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LOCALE_NAMES[option]}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className={fields.hint}>
          {signedIn
            ? t('Quad, its emails and your notifications are shown in the language you choose.')
            : t('Quad is shown in the language you choose on this device.')}
        </p>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </Card>
  );
}
