import { useId, useState } from 'react';
import { Search, UsersRound } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../shared/i18n.ts';
import { AccountControls } from '../features/auth/components/account-controls.tsx';
import { paths } from './paths.ts';
import type { KeepFocusState } from './route-focus.ts';
import styles from './header.module.css';

/** The product's name and its mark: the same in every language. */
const NAME = 'Quad';
const MARK = NAME.charAt(0);

/**
 * The header search's text, and its address /search?q= (decision 075): the first letter typed elsewhere opens
 * the search as a new entry of the history; each letter after replaces it, so Back leaves the search at once.
 */
function useHeaderSearch() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onSearch = location.pathname === '/search';
  const q = onSearch ? (params.get('q') ?? '') : '';
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(location.key);
  // The address changed by anything but typing here (Back, a link): the box says what the address says.
  if (shown !== location.key) {
    setShown(location.key);
    if ((location.state as KeepFocusState | null)?.keepFocus !== true) setText(q);
  }
  const change = (value: string) => {
    setText(value);
    if (!onSearch && value.trim() === '') return;
    const state: KeepFocusState = { keepFocus: true };
    void navigate(paths.search(value), { replace: onSearch, preventScrollReset: onSearch, state });
  };
  return { text, change };
}

/** The top bar: the app name, the search box (SPEC §2) and the account controls. */
export function Header() {
  const searchId = useId();
  const search = useHeaderSearch();
  const onClubs = useLocation().pathname.startsWith(paths.clubs);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            {MARK}
          </span>
          {NAME}
        </Link>
        {/* On a phone the bottom bar has no room for Clubs: it sits in the header, at the end of the search row. */}
        <Link to={paths.clubs} className={styles.clubs} aria-current={onClubs ? 'page' : undefined}>
          <UsersRound aria-hidden="true" size={22} />
          <span className="sr-only">{t('Clubs')}</span>
        </Link>
        <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className="sr-only">
            {t('Search posts')}
          </label>
          <Search aria-hidden="true" size={18} className={styles.searchIcon} />
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder={t('Search posts and events')}
            autoComplete="off"
            enterKeyHint="search"
            value={search.text}
            onChange={(event) => search.change(event.target.value)}
          />
        </form>
        <div className={styles.account}>
          <AccountControls />
        </div>
      </div>
    </header>
  );
}
