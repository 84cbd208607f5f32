import { describe, expect, it } from 'vitest';
import { decodeDocument, encodeDocument } from './documents.js';
import { decideProduct, type ProductFacts } from './product-rules.js';
import { mergeProductLists, productGalleryQuery } from './products.js';

describe('productGalleryQuery', () => {
  it('defaults to both types, asc, page 1 of 6', () => {
    expect(productGalleryQuery.parse({})).toEqual({ type: ['api', 'event'], sort: 'asc', page: 1, pageSize: 6 });
  });
  it('takes types comma-separated or repeated, and needs one', () => {
    expect(productGalleryQuery.parse({ type: 'EVENT' }).type).toEqual(['event']);
    expect(productGalleryQuery.parse({ type: ['api', 'event'] }).type).toEqual(['api', 'event']);
    expect(productGalleryQuery.safeParse({ type: '' }).success).toBe(false);
    expect(productGalleryQuery.safeParse({ type: 'sdk' }).success).toBe(false);
    expect(productGalleryQuery.parse({ searchText: '  ' }).searchText).toBeUndefined();
  });
});

describe('mergeProductLists', () => {
  it('keeps the first of each uuid, in order', () => {
    const a = [
      { uuid: '1', n: 'a' },
      { uuid: '2', n: 'a' },
    ];
    const b = [
      { uuid: '2', n: 'b' },
      { uuid: '3', n: 'b' },
    ];
    expect(mergeProductLists(a, b)).toEqual([a[0], a[1], b[1]]);
  });
});

describe('decideProduct', () => {
  const facts = (f: Partial<ProductFacts>): ProductFacts => ({
    visible: true,
    owner: false,
    teamRole: 'standard-user',
    internal: false,
    subscriptionAllowed: true,
    ...f,
  });
  it('denies everything to a product the team may not see, or to a non-member', () => {
    for (const action of ['read', 'document', 'subscribe', 'create-version', 'delete']) {
      expect(decideProduct(action, facts({ visible: false, owner: true, teamRole: 'admin' }))).toBe(false);
      expect(decideProduct(action, facts({ teamRole: null }))).toBe(false);
    }
  });
  it('lets owners edit documents (admins, documentation users) and delete (admins)', () => {
    expect(decideProduct('document', facts({ owner: true, teamRole: 'admin' }))).toBe(true);
    expect(decideProduct('document', facts({ owner: true, teamRole: 'documentation_user' }))).toBe(true);
    expect(decideProduct('document', facts({ owner: true }))).toBe(false);
    expect(decideProduct('document', facts({ teamRole: 'admin' }))).toBe(false);
    expect(decideProduct('delete', facts({ owner: true, teamRole: 'owner' }))).toBe(true);
    expect(decideProduct('delete', facts({ owner: true }))).toBe(false);
  });
  it('lets developers and admins subscribe, not basic users', () => {
    expect(decideProduct('subscribe', facts({}))).toBe(true);
    expect(decideProduct('subscribe', facts({ teamRole: 'read-only-user' }))).toBe(false);
    expect(decideProduct('subscribe', facts({ subscriptionAllowed: false }))).toBe(false);
    expect(decideProduct('fly', facts({ owner: true, teamRole: 'admin' }))).toBe(false);
  });
});

describe('document encoding', () => {
  it('is base64 of UTF-8 both ways, and refuses what is not', () => {
    const known: Array<[string, string]> = [
      ['', ''],
      ['a', 'YQ=='],
      ['ab', 'YWI='],
      ['abc', 'YWJj'],
      ['é✓', 'w6ninJM='],
    ];
    for (const [text, base64] of known) {
      expect(encodeDocument(text)).toBe(base64);
      expect(decodeDocument(base64)).toBe(text);
    }
    expect(decodeDocument(encodeDocument('# Título 😀\n'))).toBe('# Título 😀\n');
    // Not base64, bad padding, not UTF-8 (0xff 0xfe).
    for (const bad of ['abc', '***', '//4=']) {
      expect(() => decodeDocument(bad)).toThrow();
    }
  });
});
