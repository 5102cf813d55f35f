import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/theme.css';
import { App } from './app/app.tsx';
import { takeGoogleError, takeGoogleTicket } from './features/auth/api/google-return.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Read the Google redirect's ticket and clean the address before the first render.
const googleTicket = takeGoogleTicket();
const googleError = takeGoogleError();

createRoot(container).render(
  <StrictMode>
    <App googleTicket={googleTicket} googleError={googleError} />
  </StrictMode>,
);
