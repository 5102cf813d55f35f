import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/theme.css';
import { App } from './app/app.tsx';
import { takeAccountLink } from './features/auth/api/account-link.ts';
import { takeGoogleError, takeGoogleTicket } from './features/auth/api/google-return.ts';
import { applyLocale, initialLocale } from './lib/locale.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// An account email's link first (its token is not a Google ticket), then the Google redirect's ticket: each is
// read, and the address cleaned, before the first render and before the router reads the address (decision 075).
const accountLink = takeAccountLink();
const googleTicket = takeGoogleTicket();
const googleError = takeGoogleError();

// The reader's language before the first render (decision 055): English costs nothing, Hindi waits for its
// catalogue's chunk. Should that chunk not load (offline before it was ever kept), the app opens in English.
await applyLocale(initialLocale()).catch(() => applyLocale('en'));

// The first render in the background: React splits it across frames instead of one long task, and the page
// painted from the HTML stays until it is ready.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App googleTicket={googleTicket} googleError={googleError} accountLink={accountLink} />
    </StrictMode>,
  );
});
