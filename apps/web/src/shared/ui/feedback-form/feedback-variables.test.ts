import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-error';
import { feedbackVariables, parseCooldownSeconds, retryAfterSeconds } from './feedback-variables';

const user = { firstName: 'Dana', lastName: 'Developer', email: 'developer@example.com' };

describe('feedbackVariables', () => {
  it('fills the payload from the user, the page and the history before it', () => {
    expect(
      feedbackVariables('  The linter page does not load for me.  ', {
        user,
        currentPage: 'http://localhost/contact',
        currentTitle: 'Contact Us - Developer Console',
        history: ['Contact Us - Developer Console', 'API Linter - Developer Console', 'Home - Developer Console'],
      }),
    ).toEqual({
      user_name: 'Dana Developer',
      description: 'The linter page does not load for me.',
      email: 'developer@example.com',
      current_page: 'http://localhost/contact',
      history1: 'API Linter - Developer Console',
      history2: 'Home - Developer Console',
      history3: '',
    });
  });

  it('keeps three earlier pages when the current one is not recorded yet, and works without a user', () => {
    const v = feedbackVariables('x', { currentPage: 'p', currentTitle: 'Now', history: ['A', 'B', 'C'] });
    expect([v.history1, v.history2, v.history3, v.user_name, v.email]).toEqual(['A', 'B', 'C', '', '']);
  });

  it('leaves out pages recorded before they had a title of their own', () => {
    const v = feedbackVariables('x', { currentPage: 'p', currentTitle: 'Now', history: ['Developer Console', 'A'] });
    expect([v.history1, v.history2]).toEqual(['A', '']);
  });
});

describe('cooldown', () => {
  it('parses the translated seconds, falling back to 1', () => {
    expect(parseCooldownSeconds('60')).toBe(60);
    expect(parseCooldownSeconds('abc')).toBe(1);
    expect(parseCooldownSeconds('0')).toBe(1);
    expect(parseCooldownSeconds(undefined)).toBe(1);
  });

  it("reads the server's retryAfterSeconds of a 429", () => {
    const err = new ApiRequestError(429, 'EMAIL_FEEDBACK_COOLDOWN', 'wait', { retryAfterSeconds: 41.2 });
    expect(retryAfterSeconds(err)).toBe(42);
    expect(retryAfterSeconds(new ApiRequestError(400, 'X', 'y'))).toBeUndefined();
    expect(retryAfterSeconds(undefined)).toBeUndefined();
  });
});
