/**
 * The command line against the real server (issue 20): `dc login` with the device code confirmed in a browser,
 * then an application and a secret, a lint with errors (exit code 1, SARIF), a product published from an OpenAPI
 * file, and the team's subscriptions.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { DEMO, signInAtProvider } from '../support/session';
import { PETSTORE } from './linter-support';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'packages/cli/bin/dc.js');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `dc` as a user would, with its own config dir; `onStderr` sees the output as it comes. */
function dc(args: string[], env: NodeJS.ProcessEnv, onStderr?: (text: string) => void): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => {
      stderr += d;
      onStderr?.(stderr);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

test('dc: device-code login, applications, secret, lint, publish, subscriptions', async ({ page, baseURL }) => {
  // Each `dc` run is a fresh Node process compiling the CLI's TypeScript: seconds each on a busy 2-core machine.
  test.setTimeout(420_000);
  const configDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-cli-'));
  const env = { DC_CONFIG_DIR: configDir, DC_SERVER: baseURL! };

  // The CLI shows an address and a code; the user opens it, checks the code, signs in, and the CLI is signed in.
  let shown: (url: string) => void;
  const verification = new Promise<string>((resolve) => (shown = resolve));
  const login = dc(['login'], env, (text) => {
    const url = /open (\S+) in a browser/.exec(text)?.[1];
    if (url) shown(url);
  });
  const url = await verification;
  const userCode = new URL(url).searchParams.get('user_code')!;
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Confirm the device' })).toBeVisible();
  await expect(page.getByText('Developer Console CLI asks to sign in')).toBeVisible();
  await expect(page.getByText(userCode)).toBeVisible();
  await expectAccessible(page, 'device confirmation');
  await page.getByRole('button', { name: 'Continue' }).click();
  await signInAtProvider(page, DEMO.staff);
  await expect(page.getByRole('heading', { name: 'Device connected' })).toBeVisible();
  const signedIn = await login;
  expect(signedIn.code, signedIn.stderr).toBe(0);
  expect(signedIn.stdout).toContain(`Signed in to ${baseURL} as ${DEMO.staff}.`);
  const stored = await fs.stat(path.join(configDir, 'credentials.json'));
  expect(stored.mode & 0o777).toBe(0o600);

  const teams = await dc(['teams', '--json'], env);
  expect(teams.code, teams.stderr).toBe(0);
  const [team] = JSON.parse(teams.stdout) as { uuid: string; displayName: string }[];
  const withTeam = { ...env, DC_TEAM: team.uuid };

  const name = `cli-app-${Date.now()}`;
  const created = await dc(['apps', 'create', name, '--description', 'Made by dc', '--json'], withTeam);
  expect(created.code, created.stderr).toBe(0);
  const app = JSON.parse(created.stdout) as { id: string; name: string; secrets: { secret: string }[] };
  expect(app.name).toBe(name);
  expect(app.secrets).toHaveLength(1);
  const listed = await dc(['apps', 'list'], withTeam);
  expect(listed.stdout).toContain(app.id);

  const secret = await dc(['apps', 'secret', 'create', app.id], withTeam);
  expect(secret.code, secret.stderr).toBe(0);
  expect(secret.stdout).toMatch(/Client secret [0-9a-f-]{36}: \S{20,}/);

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-cli-files-'));
  const broken = path.join(dir, 'petstore.yaml');
  await fs.writeFile(broken, PETSTORE);
  const linted = await dc(['lint', broken, '--format', 'sarif'], withTeam);
  expect(linted.code, linted.stderr).toBe(1);
  expect(linted.stderr).toMatch(/Linting petstore\.yaml: \w+ \d+%/);
  const sarif = JSON.parse(linted.stdout);
  expect(sarif.version).toBe('2.1.0');
  expect(sarif.runs[0].results).toContainEqual(expect.objectContaining({ ruleId: 'invalid-ref', level: 'error' }));

  const openapi = path.join(dir, 'pets.yaml');
  await fs.writeFile(openapi, PETSTORE.replace("$ref: '#/components/schemas/Missing'", 'type: object'));
  const productName = `cli-pets-${Date.now()}`;
  const published = await dc(['products', 'publish', openapi, '--name', productName, '--json'], withTeam);
  expect(published.code, published.stderr).toBe(0);
  expect(JSON.parse(published.stdout)).toMatchObject({ created: 'product', product: { name: productName } });

  const subscriptions = await dc(['subscriptions', '--json'], withTeam);
  expect(subscriptions.code, subscriptions.stderr).toBe(0);
  expect(Array.isArray(JSON.parse(subscriptions.stdout))).toBe(true);
});
