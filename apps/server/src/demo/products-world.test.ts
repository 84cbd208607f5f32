import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIntroduction } from '../modules/documents/introduction.js';
import { readSpecDocument } from '../modules/products/spec-document.js';
import { demoProductsDir } from './products-load.js';
import { DEMO_PRODUCTS } from './products-world.js';

const read = (file: string) => fs.readFile(path.join(demoProductsDir(), file), 'utf8');

describe('demo products', () => {
  it('are at least 10 API and 4 event products, with the cases the console shows', () => {
    const kinds = DEMO_PRODUCTS.map((p) => (p.host === 'api' ? 'API' : 'EVENT'));
    expect(kinds.filter((k) => k === 'API').length).toBeGreaterThanOrEqual(10);
    expect(kinds.filter((k) => k === 'EVENT').length).toBeGreaterThanOrEqual(4);
    expect(DEMO_PRODUCTS.some((p) => p.metadata.approvalType === 'manual')).toBe(true);
    expect(DEMO_PRODUCTS.some((p) => p.metadata.licenseRequired && p.metadata.purchaseLicenseUrl)).toBe(true);
    expect(DEMO_PRODUCTS.some((p) => p.versions.some((v) => v.throttling))).toBe(true);
    expect(DEMO_PRODUCTS.filter((p) => p.versions.length > 1).length).toBeGreaterThanOrEqual(3);
  });

  it('publish documents that pass the publisher schema validation, of the kind their product is', async () => {
    for (const p of DEMO_PRODUCTS) {
      for (const v of p.versions) {
        const doc = await readSpecDocument(await read(v.file), v.file);
        expect(doc.kind, v.file).toBe(p.host === 'api' ? 'API' : 'EVENT');
      }
    }
  });

  it('have introductions in the introduction shape', async () => {
    for (const p of DEMO_PRODUCTS.filter((x) => x.introduction)) {
      expect(readIntroduction(await read(p.introduction!), p.introduction).document).toBeTruthy();
    }
  });
});
