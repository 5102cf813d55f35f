/**
 * Every fixed text, as the namespace `MESSAGES` (messages.ts): the first load's (feed-texts.ts) and the rest
 * (message-texts.ts), each module loading with the first code that needs one of its texts (decision 055).
 */
export * from './feed-texts.ts';
export * from './message-texts.ts';
