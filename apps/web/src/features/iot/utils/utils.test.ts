/** Search over loaded rows, payload formatting, resource types and detail errors. */
import { describe, expect, it } from 'vitest';
import { ApiRequestError, networkError } from '../../../shared/lib/api-error';
import { detailErrorOf } from './detail-error';
import { formatPayload, payloadNote } from './format-payload';
import { groupItemsTab, parseResourceType } from './resource-type';
import { exactMatches, searchValue } from './search';

describe('search over loaded rows', () => {
  const rows = [{ id: 'acme-pumps-eu' }, { id: 'acme-pumps-eu-2' }, { id: 'ACME-PUMPS-EU' }];
  it('matches the id exactly, one trimmed value, everything when empty', () => {
    expect(exactMatches(rows, (r) => r.id, ' acme-pumps-eu ')).toEqual([{ id: 'acme-pumps-eu' }]);
    expect(exactMatches(rows, (r) => r.id, 'acme-pumps')).toEqual([]);
    expect(exactMatches(rows, (r) => r.id, '   ')).toEqual(rows);
    expect(searchValue('  PMP-EU-0001 \n')).toBe('PMP-EU-0001');
  });
});

describe('payload formatting', () => {
  it('shows JSON indented, other payloads as JSON strings with a note', () => {
    expect(formatPayload({ pressureBar: 3.2, state: { pump: 'RUNNING' } })).toBe(
      '{\n  "pressureBar": 3.2,\n  "state": {\n    "pump": "RUNNING"\n  }\n}',
    );
    expect(formatPayload([1, 2])).toBe('[\n  1,\n  2\n]');
    expect(formatPayload('HIGH "pressure"')).toBe('"HIGH \\"pressure\\""');
    expect(formatPayload(42)).toBe('42');
    expect(formatPayload(null)).toBe('null');
    expect(formatPayload(undefined)).toBe('null');
    expect(payloadNote('json')).toBeUndefined();
    expect(payloadNote('base64')).toBe('base64');
  });
});

describe('resource types', () => {
  it('reads the resourceType parameter, defaulting to the current type', () => {
    expect(parseResourceType('legacy')).toBe('legacy');
    expect(parseResourceType('region')).toBe('region');
    expect(parseResourceType(null)).toBe('current');
    expect(parseResourceType('azure')).toBe('current');
    expect(groupItemsTab('region')).toBe('routes');
    expect(groupItemsTab('legacy')).toBe('rules');
  });
});

describe('detail errors', () => {
  it('titles by status text and shows the first server message', () => {
    const e = detailErrorOf(new ApiRequestError(404, 'NOT_FOUND', 'Device group x not found.'));
    expect(e).toEqual({ status: 404, titleKey: 'errors.status.404', message: 'Device group x not found.' });
    expect(detailErrorOf(new ApiRequestError(418, 'TEAPOT', 'No coffee.')).titleKey).toBe('errors.unknown');
    const offline = detailErrorOf(networkError());
    expect(offline.titleKey).toBe('errors.network');
    expect(offline.message).toMatch(/^Apologies!/);
  });
});
