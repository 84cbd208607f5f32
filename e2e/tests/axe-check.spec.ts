/** The journeys' accessibility check itself: it must still see serious violations in legacy, violations-only mode. */
import { expect, test } from '@playwright/test';
import { expectAccessible, runAxe, SERIOUS_ONLY } from '../support/axe';

test('the axe check fails on a missing alt text, an unnamed button and low contrast, and passes a clean page', async ({
  page,
}) => {
  await page.setContent(
    `<html lang="en"><head><title>t</title></head><body><main><h1>Probe</h1>
     <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
     <button></button>
     <p style="color:#999;background:#aaa">low contrast text</p></main></body></html>`,
  );
  const error = await expectAccessible(page, 'probe').then(
    () => undefined,
    (e: Error) => e,
  );
  expect(error?.message).toContain('image-alt (critical)');
  expect(error?.message).toContain('button-name (critical)');
  expect(error?.message).toContain('color-contrast (serious)');

  await page.setContent(
    `<html lang="en"><head><title>t</title></head><body><main><h1>Probe</h1><p>Readable text</p></main></body></html>`,
  );
  await expectAccessible(page, 'clean probe');
});

test('a second check in the same document sees what changed since the first (axe is put into a page once)', async ({
  page,
}) => {
  await page.setContent(
    `<html lang="en"><head><title>t</title></head><body><main><h1>Probe</h1><p>Readable text</p></main></body></html>`,
  );
  await expectAccessible(page, 'clean probe');
  await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
  await expect(expectAccessible(page, 'probe with an unnamed button')).rejects.toThrow('button-name (critical)');
  await page.evaluate(() => document.querySelector('button')!.append('Named'));
  await expectAccessible(page, 'probe with the button named');
});

test('the rules the check leaves out report only minor or moderate violations, which never failed it', async ({
  page,
}) => {
  // Text outside any landmark (region), a heading level skipped (heading-order), no level-one heading
  // (page-has-heading-one): violations of rules SERIOUS_ONLY turns off.
  await page.setContent(
    `<html lang="en"><head><title>t</title></head><body><p>Outside</p><main><h2>Probe</h2><h4>Deep</h4></main></body></html>`,
  );
  const all = await runAxe(page, { resultTypes: ['violations'] });
  const left = all.violations.filter((v) => SERIOUS_ONLY.rules?.[v.id]?.enabled === false);
  expect(left.map((v) => v.id).sort()).toEqual(['heading-order', 'page-has-heading-one', 'region']);
  for (const v of left) expect(['minor', 'moderate'], v.id).toContain(v.impact);
  await expectAccessible(page, 'probe with moderate violations only');
});
