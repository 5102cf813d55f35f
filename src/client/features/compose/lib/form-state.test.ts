import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { successMessage } from './form-state.ts';

describe('successMessage', () => {
  it('tells the author a post the word filter held waits for review, and a Consight it did not hold is published', () => {
    expect(successMessage({ type: 'confession', status: 'pending' }, false)).toBe(MESSAGES.postHeldForReview);
    expect(successMessage({ type: 'confession', status: 'approved' }, false)).toBe(MESSAGES.consightPublished);
    expect(successMessage({ type: 'event', status: 'pending' }, false)).toBe(MESSAGES.eventSubmitted);
    expect(successMessage({ type: 'event', status: 'pending' }, true)).toBe(MESSAGES.eventResubmitted);
  });
});
