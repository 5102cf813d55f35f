import { useId } from 'react';
import { Search } from 'lucide-react';
import { t } from '../../shared/i18n.ts';
import { AccountControls } from '../features/auth/components/account-controls.tsx';
import styles from './header.module.css';

/** The product's name and its mark: the same in every language. */
const NAME = 'Quad';
const MARK = NAME.charAt(0);

export interface HeaderProps {
  search: string;
  onSearchChange: (search: string) => void;
  onHome: () => void;
}

/** The top bar: the app name, the search box (SPEC §2) and the account controls. */
export function Header({ search, onSearchChange, onHome }: HeaderProps) {
  const searchId = useId();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <button type="button" className={styles.brand} onClick={onHome}>
          <span className={styles.logo} aria-hidden="true">
            {MARK}
          </span>
          {NAME}
        </button>
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
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </form>
        <div className={styles.account}>
          <AccountControls />
        </div>
      </div>
    </header>
  );
}
