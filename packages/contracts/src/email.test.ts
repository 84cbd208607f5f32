import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_DURATIONS,
  analyticsPeriodStart,
  analyticsRates,
  defaultAggregate,
  percentage,
} from './email-analytics.js';
import { EMAIL_TEXTS, feedbackDescriptionField, recipientsField, traceEvents, type EmailEvent } from './email.js';
import { TEMPLATE_LOCALES, TEMPLATE_SKELETON, undeclaredTemplateVariables } from './template-content.js';

const event = (e: Partial<EmailEvent>): EmailEvent => ({
  timestamp: 1,
  event_type: 'delivered',
  recipient: 'a@example.com',
  template_id: null,
  sender: 's@example.com',
  message_subject: 'x',
  message_id: '<1@x>',
  failure_type: null,
  reason: null,
  ...e,
});

describe('e-mail contracts', () => {
  it('checks the test e-mail address list (3-3200 characters, each address valid)', () => {
    expect(recipientsField.safeParse('a@example.com, b@example.org').success).toBe(true);
    expect(recipientsField.safeParse('ab').error?.issues[0].message).toBe(EMAIL_TEXTS.toTooShort);
    expect(recipientsField.safeParse(`${'a'.repeat(3200)}@x.io`).error?.issues[0].message).toBe(EMAIL_TEXTS.toTooLong);
    expect(recipientsField.safeParse('a@example.com, nope').error?.issues[0].message).toBe(EMAIL_TEXTS.toInvalid);
  });

  it('refuses an empty entry in the address list and says which (issue 22 defect 11)', () => {
    const message = (to: string) => recipientsField.safeParse(to).error?.issues[0].message;
    expect(message('a@b.com,,c@d.com')).toBe('Email address format is not valid: entry 2 is empty');
    expect(message('a@b.com, c@d.com,')).toBe(EMAIL_TEXTS.toEmptyEntry(3));
    expect(message(' , a@b.com')).toBe(EMAIL_TEXTS.toEmptyEntry(1));
    expect(recipientsField.safeParse(' a@b.com , c@d.com ').success).toBe(true);
  });

  it('counts the feedback description after trimming (20-500)', () => {
    expect(feedbackDescriptionField.safeParse(`  ${'x'.repeat(19)}  `).error?.issues[0].message).toBe(
      'Please enter between 20 - 500 characters.',
    );
    expect(feedbackDescriptionField.safeParse('').error?.issues[0].message).toBe('Please enter a message.');
    expect(feedbackDescriptionField.safeParse('x'.repeat(500)).success).toBe(true);
  });

  it('lists failed events, and delivered ones only without a failure of the same message or recipient', () => {
    const events = [
      event({ message_id: '<1@x>' }),
      event({ message_id: '<1@x>', event_type: 'failed', failure_type: 'complaint' }),
      event({ message_id: '<2@x>', recipient: 'b@example.com' }),
    ];
    expect(traceEvents(events).map((e) => e.message_id)).toEqual(['<1@x>', '<2@x>']);
    expect(traceEvents(events)[0].event_type).toBe('failed');
  });

  it('computes periods, buckets and rates', () => {
    const now = new Date('2026-11-21T15:30:00Z');
    expect(analyticsPeriodStart('1d', now).toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(analyticsPeriodStart('7d', now).toISOString()).toBe('2026-11-15T00:00:00.000Z');
    expect(analyticsPeriodStart('12m', now).toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(ANALYTICS_DURATIONS.map((d) => defaultAggregate(d.value))).toEqual([
      'hour',
      'hour',
      'day',
      'day',
      'day',
      'day',
      'day',
      'month',
      'month',
    ]);
    expect(percentage(1, 0)).toBe(0);
    expect(percentage(undefined, 10)).toBe(0);
    const rates = analyticsRates({
      accepted: { total: 100 },
      delivered: { total: 96 },
      failed: { bounce: 3, 'suppress-bounce': 1, 'suppress-complaint': 0 },
      complained: { total: 0 },
    });
    expect(rates).toEqual({ delivered: 96, spam: 0, bounce: 3.125 });
  });

  it('keeps Polish as pl and finds undeclared variables', () => {
    expect(TEMPLATE_LOCALES.find((l) => l.label === 'Polish')?.value).toBe('pl');
    expect(TEMPLATE_LOCALES.filter((l) => l.value === 'hu')).toHaveLength(1);
    expect(undeclaredTemplateVariables({ en: TEMPLATE_SKELETON }, [])).toEqual(['url']);
    expect(undeclaredTemplateVariables({ en: TEMPLATE_SKELETON }, ['url'])).toEqual([]);
  });
});
