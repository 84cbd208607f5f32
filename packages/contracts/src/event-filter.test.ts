import { describe, expect, it } from 'vitest';
import {
  FILTER_MESSAGES,
  checkEventFilter,
  createFilterMatcher,
  filterConditionError,
  formatFilterCondition,
  parseFilterCondition,
} from './event-filter.js';
import { compileSafeRegex } from './event-filter-regex.js';

const { invalid, invalidRegex, notUnique } = FILTER_MESSAGES;

describe('parseFilterCondition', () => {
  it('parses the spec example into criteria without spaces and fields in order', () => {
    const result = parseFilterCondition('id = ^1234 && subject = ^created$ || type = ^abc$');
    expect(result).toEqual({
      ok: true,
      filter: {
        criteria: 'id=^1234&&subject=^created$||type=^abc$',
        fields: [
          { key: 'id', value: '^1234' },
          { key: 'subject', value: '^created$' },
          { key: 'type', value: '^abc$' },
        ],
      },
      groups: [
        [{ key: 'id', value: '^1234' }],
        [
          { key: 'subject', value: '^created$' },
          { key: 'type', value: '^abc$' },
        ],
      ],
    });
  });

  it.each([
    ['id = ^1234 && subject = ^created$ || type = ^abc$', null], // the example
    ['type=^order\\.created$', null],
    ['a=1||b=2||c=3', null],
    ['a=[=]', invalid], // an unescaped '=' inside the value still counts
    ['a=\\=', null], // escaped '=' in the value: the regex \= matches '='
    ['k\\=ey=x', null], // escaped '=' in the key
    ['a=x\\&&y', null], // escaped separator stays in the value
    ['', invalid],
    ['   ', invalid],
    ['id', invalid],
    ['id=', invalid],
    ['=^1', invalid],
    ['a=b=c', invalid],
    ['id = ^1234 && subject = ^created$ = x', invalid],
    ['id = ^1234 && = ^created$', invalid],
    ['a=1&&', invalid],
    ['&&a=1', invalid],
    ['a=1||||b=2', invalid],
    ['a=(', invalidRegex],
    ['id = ^1234 && subject = ^(created$', invalidRegex],
    ['a=[z-a]', invalidRegex],
    ['a=*x', invalidRegex],
    ['a=(x)\\1', invalidRegex], // backreference: not supported by the linear engine
    ['a=x(?!y)', invalidRegex], // lookahead
    [`a=${'x'.repeat(257)}`, invalidRegex],
    ['a=1&&a=2', notUnique],
    ['id = ^1234 && subject = ^created$ || id = ^abc$', notUnique],
    ['a=1||b=2&&b=3', notUnique],
    ['id = ^1234 && id = ^5', notUnique],
  ])('%s -> %s', (condition, message) => {
    expect(filterConditionError(condition)).toBe(message);
  });

  it('reports structure before regex before uniqueness', () => {
    expect(filterConditionError('a=(&&a=1&&b')).toBe(invalid);
    expect(filterConditionError('a=(&&a=1')).toBe(invalidRegex);
  });

  it('unescapes keys and keeps values as regex text', () => {
    const r = parseFilterCondition('k\\=ey = a\\=b');
    expect(r.ok && r.filter.fields).toEqual([{ key: 'k=ey', value: 'a\\=b' }]);
  });
});

describe('checkEventFilter and formatFilterCondition', () => {
  it('accepts a filter whose fields are its criteria, refuses a forged one', () => {
    const r = parseFilterCondition('a = ^x && b = y');
    if (!r.ok) throw new Error('expected valid');
    expect(checkEventFilter(r.filter).ok).toBe(true);
    expect(checkEventFilter({ ...r.filter, fields: [{ key: 'a', value: '.*' }] })).toEqual({
      ok: false,
      message: invalid,
    });
    expect(checkEventFilter({ criteria: 'a=(', fields: [] })).toEqual({ ok: false, message: invalidRegex });
  });

  it('formats a condition that parses back to the same filter', () => {
    const r = parseFilterCondition('k\\=ey=x||b=y&&c=z');
    if (!r.ok) throw new Error('expected valid');
    expect(formatFilterCondition(r.filter)).toBe('k\\=ey = x || b = y && c = z');
    const again = parseFilterCondition(formatFilterCondition(r.filter));
    expect(again.ok && again.filter).toEqual(r.filter);
  });
});

describe('createFilterMatcher', () => {
  const match = (condition: string, attributes: Record<string, unknown>) => {
    const r = parseFilterCondition(condition);
    if (!r.ok) throw new Error(r.message);
    return createFilterMatcher(r.filter)(attributes);
  };

  it('matches all groups, any term within a group', () => {
    const c = 'id = ^1234 && subject = ^created$ || type = ^abc$';
    expect(match(c, { id: '12345', subject: 'created' })).toBe(true);
    expect(match(c, { id: '12345', type: 'abc' })).toBe(true);
    expect(match(c, { id: '12345', subject: 'updated', type: 'abcd' })).toBe(false);
    expect(match(c, { id: '0123', subject: 'created' })).toBe(false);
  });

  it('matches scalars by their text; missing attributes and objects never match', () => {
    expect(match('type=^order\\.created$', { type: 'order.created' })).toBe(true);
    expect(match('type=^order\\.created$', { type: 'orderXcreated' })).toBe(false);
    expect(match('n=^4\\d$', { n: 42 })).toBe(true);
    expect(match('ok=^true$', { ok: true })).toBe(true);
    expect(match('a=.', {})).toBe(false);
    expect(match('a=.', { a: { b: 1 } })).toBe(false);
    expect(match('toString=.', {})).toBe(false);
  });

  it('lets every event through without a filter', () => {
    expect(createFilterMatcher(null)({})).toBe(true);
  });

  it('returns on catastrophic patterns (a backtracking engine would not, within the test timeout)', () => {
    expect(
      match('a=(a+)+$||b=(x|x)*y||c=(.*)*z', { a: `${'a'.repeat(4000)}!`, b: 'x'.repeat(4000), c: 'q'.repeat(4000) }),
    ).toBe(false);
    expect(match('a=(a+)+$', { a: `!${'a'.repeat(4000)}` })).toBe(true);
  });
});

describe('compileSafeRegex', () => {
  it.each([
    ['^abc$', 'abc', true],
    ['b', 'abc', true],
    ['^b', 'abc', false],
    ['a{2,3}', 'aa', true],
    ['^a{2,3}$', 'aaaa', false],
    ['x{', 'x{', true],
    ['[^0-9]', '123', false],
    ['[\\d-]', '-', true],
    ['\\bcat\\b', 'a cat!', true],
    ['\\Bcat', 'a cat', false],
    ['colou?r', 'color', true],
    ['(?:ab|cd)+e', 'abcde', true],
    ['(?<n>x)y', 'xy', true],
    ['\\x41\\u0042', 'AB', true],
    ['a.c', 'a\nc', false],
    ['[]', 'a', false],
    ['[^]', '\n', true],
    ['a|', 'zzz', true],
  ])('/%s/ on %j -> %s', (pattern, input, expected) => {
    expect(compileSafeRegex(pattern)?.test(input)).toBe(expected);
    expect(new RegExp(pattern).test(input)).toBe(expected);
  });

  it('refuses repetitions over the limit', () => {
    expect(compileSafeRegex('a{101}')).toBeNull();
    expect(compileSafeRegex('(a{100}){100}')).toBeNull();
  });
});
