/** What the page and the service worker (sw.ts) share: the message that lets a waiting version take over, and cache names. */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Stored pictures (and the door's QR decoder), kept by the service worker as they are read. */
export const MEDIA_CACHE = 'quad-media';
