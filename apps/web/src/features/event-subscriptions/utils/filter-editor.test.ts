import { describe, expect, it } from 'vitest';
import { FILTER_MESSAGES } from '@dc/contracts';
import { applyCondition, editApplied, filterToSave, isUnchangedCondition } from './filter-editor';

describe('the filter editor', () => {
  it.each([
    ['', FILTER_MESSAGES.invalid],
    ['   ', FILTER_MESSAGES.invalid],
    ['type', FILTER_MESSAGES.invalid],
    ['type=a=b', FILTER_MESSAGES.invalid],
    ['type=(', FILTER_MESSAGES.invalidRegex],
    ['type=^a$ && type=^b$', FILTER_MESSAGES.notUnique],
  ])('Apply of %j keeps the editor with %j and no stored filter', (condition, message) => {
    expect(applyCondition(condition)).toEqual({ condition, applied: null, error: message });
  });

  it('Apply of a valid condition stores it without spaces; Edit brings it back to be applied again', () => {
    const state = applyCondition('id = ^1234 && subject = ^created$ || type = ^abc$');
    expect(state.error).toBeNull();
    expect(state.applied?.criteria).toBe('id=^1234&&subject=^created$||type=^abc$');
    const editing = editApplied(state);
    expect(editing).toEqual({
      condition: 'id = ^1234 && subject = ^created$ || type = ^abc$',
      applied: null,
      error: null,
    });
  });

  it.each([
    ['type = ^order$', 'type=^order$'],
    ['type = (', null],
    ['', null],
  ])('an edited filter %j is saved as %j', (condition, criteria) => {
    expect(filterToSave(condition)?.criteria ?? null).toBe(criteria);
  });

  it('Save stays disabled while the condition says what is stored', () => {
    const stored = filterToSave('type=^a$');
    expect(isUnchangedCondition(' type = ^a$ ', stored)).toBe(true);
    expect(isUnchangedCondition('type=^b$', stored)).toBe(false);
    expect(isUnchangedCondition('', null)).toBe(true);
    expect(isUnchangedCondition('', stored)).toBe(false);
  });
});
