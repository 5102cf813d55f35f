import { useId } from 'react';
import { Search } from 'lucide-react';
import { AccountControls } from '../features/auth/components/account-controls.tsx';
import styles from './header.module.css';

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
            Q
          </span>
          Quad
        </button>
        <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className="sr-only">
            Search posts
          </label>
          <Search aria-hidden="true" size={18} className={styles.searchIcon} />
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder="Search posts and events"
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
