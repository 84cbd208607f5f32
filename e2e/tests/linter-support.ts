/** Helpers of the linter journeys: open the page as staff, drop a file, read the results, ask the Spectral CLI. */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';

const root = path.resolve(import.meta.dirname, '../..');

/** An OpenAPI 3.0 file with known problems (servers, contact, description, tags, operationId, a dangling $ref). */
export const PETSTORE = `openapi: 3.0.3
info:
  title: Pets
  version: 1.0.0
paths:
  /pets:
    get:
      responses:
        '200':
          description: ok
  /pets/{id}:
    get:
      operationId: getPet
      parameters:
        - name: id
          in: path
          required: true
          schema:
            type: string
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Missing'
`;

export async function openLinterAsStaff(page: Page) {
  await signIn(page, DEMO.staff, '/specs/linter');
  await settleShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'API Linter' })).toBeVisible();
}

/** Drops a file on the drop zone as a browser drag and drop does. */
export async function dropFile(page: Page, name: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ([n, t]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], n, { type: n.endsWith('.json') ? 'application/json' : 'application/yaml' }));
      return dt;
    },
    [name, text] as const,
  );
  await page.dispatchEvent('[data-testid=file-drop-zone]', 'drop', { dataTransfer });
}

export interface Row {
  severity: string;
  rule: string;
  message: string;
  position: string;
}

export async function resultRows(page: Page): Promise<Row[]> {
  const rows = page.getByTestId('lint-result');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
      const message = tr.querySelector('[data-testid=lint-message]')?.textContent ?? '';
      return { severity: cells[0], rule: cells[1], message, position: cells[4] };
    }),
  );
}

const SEVERITY = ['Error', 'Warning', 'Info', 'Hint'];

/** `spectral lint --format json` (node_modules/.bin/spectral) of the same text with the same rulesets, as rows. */
export async function spectralCliRows(name: string, text: string): Promise<Row[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-e2e-spectral-'));
  await fs.writeFile(path.join(dir, name), text);
  await fs.writeFile(path.join(dir, 'ruleset.yaml'), 'extends: ["spectral:oas", "spectral:asyncapi"]\n');
  const args = ['lint', name, '--ruleset', 'ruleset.yaml', '--format', 'json', '--quiet'];
  const run = promisify(execFile)(path.join(root, 'node_modules/.bin/spectral'), args, {
    cwd: dir,
    env: { ...process.env, SCARF_ANALYTICS: 'false' },
  });
  const stdout = await run.then((r) => r.stdout).catch((err: { stdout: string }) => err.stdout);
  await fs.rm(dir, { recursive: true, force: true });
  const results = JSON.parse(stdout) as Array<{
    code: string;
    severity: number;
    message: string;
    range: { start: { line: number; character: number } };
  }>;
  // The CLI's JSON is 0-based; the console shows 1-based line:column like the CLI's stylish output.
  return results.map((r) => ({
    severity: SEVERITY[r.severity],
    rule: r.code,
    message: r.message,
    position: `${r.range.start.line + 1}:${r.range.start.character + 1}`,
  }));
}
