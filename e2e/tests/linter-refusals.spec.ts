/** Linter: a .txt file and a 101 MB file are refused with the spec's texts before any upload. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { openLinterAsStaff } from './linter-support';

test('refuses other file types and files over 100 MB in the browser, without uploading', async ({ page }) => {
  await openLinterAsStaff(page);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/linter/')) uploads.push(r.url());
  });
  const input = page.getByTestId('file-drop-zone-input');
  const zone = page.getByTestId('file-drop-zone');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('openapi: 3.0.0\n') });
  await expect(zone).toHaveAttribute('data-state', 'rejected');
  await expect(page.getByTestId('drop-zone-error')).toHaveText(
    'Invalid File Format. Supported types are JSON and YAML',
  );
  await expectAccessible(page, 'linter rejected');

  // A sparse 101 MB file: the size is checked before a byte is read.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-e2e-big-'));
  const big = path.join(dir, 'huge.yaml');
  await fs.writeFile(big, 'openapi: 3.0.0\n');
  await fs.truncate(big, 101 * 1024 * 1024);
  await input.setInputFiles(big);
  await expect(page.getByTestId('drop-zone-error')).toHaveText('File Size exceeded 100 MB.');

  await input.setInputFiles({
    name: 'image.json',
    mimeType: 'application/json',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]),
  });
  await expect(page.getByTestId('drop-zone-error')).toHaveText(
    'Invalid File Format. Supported types are JSON and YAML',
  );
  expect(uploads).toEqual([]);
  await fs.rm(dir, { recursive: true, force: true });
});
