/**
 * Template manager (spec 3 sections 2.2, 4, 5, 8; issue 10 acceptance): the staff admin creates a template with en
 * and de, previews both, sends a test e-mail to two addresses (the sink holds both, with the test values),
 * publishes it (the toggle is then disabled); invalid JSON, a missing value and too long an address list refuse.
 */
import { expect, test } from '@playwright/test';
import { readMail } from '../support/mail';
import { expectAccessible } from '../support/axe';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';
import { expectAccessibleAroundPreview, fillCode, shoot } from './templates-support';

const content = (subject: string, greeting: string) =>
  JSON.stringify({
    subject,
    header: 'Survey ready',
    subheader: '',
    salutation: `${greeting} {{user_name}},`,
    content: ['Your survey is ready: [open it]({{url}}).', '[[Open the console]]({{url}})'],
    signoff: 'Regards,',
    sender: 'The platform team',
  });

test('create, preview, test e-mail and publish a template', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const name = `Survey ready ${Date.now()}`;
  await signIn(page, DEMO.staff, '/utilities');
  await settleShell(page);
  await expect(page.getByRole('heading', { name: 'Transactional Email' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'desktop-intro');
  await page.getByRole('link', { name: 'Explore Transactional Email' }).click();
  await expect(page.getByRole('heading', { name: 'Email Trace' })).toBeVisible();
  await shoot(page, 'desktop-tools');
  await page.getByRole('link', { name: 'Open Template Manager' }).click();
  await expect(page.getByRole('heading', { name: 'Template Manager' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Template' }).first().click();
  const panel = page.getByTestId('create-template-panel');
  await expect(page.getByRole('dialog', { name: 'Add Template' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Preview' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Provide Template Name')).toBeVisible();
  await expect(panel.getByText('Provide Sender Name')).toBeVisible();
  await panel.getByLabel('Template Name').fill(name);
  await panel.getByLabel('Sender Name').fill('Survey Team');
  await panel.getByLabel('Variables').fill('user_name');
  await panel.getByLabel('Variables').press('Enter');
  await shoot(page, 'desktop-create-settings');

  await panel.getByRole('tab', { name: 'Content' }).click();
  await fillCode(page, '{ "subject": ');
  // After the first Save the form re-validates on blur: Save checks it again.
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Provide valid content JSON')).toBeVisible();
  await expect(page.getByText('Template created! Please check preview tab')).toHaveCount(0);
  await fillCode(page, content('Your survey is ready', 'Hello'));
  await panel.getByRole('combobox', { name: 'Locale' }).click();
  await page.getByRole('option', { name: 'German (de)' }).click();
  await panel.getByRole('button', { name: 'Add locale' }).click();
  await expect(panel.getByRole('tab', { name: 'de' })).toHaveAttribute('aria-selected', 'true');
  await fillCode(page, content('Ihre Vermessung ist fertig', 'Hallo'));
  await expectAccessible(page, 'create panel, content');
  await shoot(page, 'desktop-create-content');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template created! Please check preview tab')).toBeVisible();

  await panel.getByRole('tab', { name: 'Preview' }).click();
  // A frame without allow-scripts runs no script, the test's own neither: read what it was given.
  const frame = panel.getByTestId('template-preview-frame');
  await expect(frame).toHaveAttribute('srcdoc', /Hello \{\{user_name\}\},/);
  await panel.getByRole('tab', { name: 'de' }).click();
  await expect(frame).toHaveAttribute('srcdoc', /Hallo \{\{user_name\}\},/);
  await expect(panel.getByTestId('preview-subject')).toHaveText('Ihre Vermessung ist fertig');
  await expect(panel.getByTestId('preview-from')).toContainText('Survey Team');
  await panel.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('template-preview-frame')).toHaveAttribute('sandbox', '');
  await expect(page.getByTestId('template-preview-frame')).toHaveAttribute('srcdoc', /Your survey is ready/);
  await expect(page.getByTestId('template-preview-frame')).toHaveAttribute('width', '815');
  await expectAccessibleAroundPreview(page, 'preview page');
  await shoot(page, 'desktop-preview');

  await page.getByRole('button', { name: 'Send test email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a test email' });
  const to = dialog.getByLabel('Email addresses');
  await to.fill(Array.from({ length: 200 }, (_, i) => `reader${i}@example.com`).join(','));
  await expect(dialog.getByText('Exceeding maximum Length')).toBeVisible();
  const stamp = Date.now();
  const first = `tester1.${stamp}@example.com`;
  const second = `tester2.${stamp}@example.com`;
  const send = dialog.getByRole('button', { name: 'Send' });
  // Issue 22 defect 11: an empty entry is an error that says so (not dropped), and Send waits for a valid form.
  await to.fill(`${first},,${second}`);
  await expect(dialog.getByText('Email address format is not valid: entry 2 is empty')).toBeVisible();
  await expect(send).toBeDisabled();
  await to.fill(`${first}, ${second}`);
  await dialog.getByLabel('url').fill('https://console.example.com/surveys/42');
  await dialog.getByLabel('user_name').focus();
  await dialog.getByLabel('url').focus();
  await expect(dialog.getByText('Provide a test value')).toBeVisible();
  await expect(send).toBeDisabled();
  await expectAccessibleAroundPreview(page, 'test e-mail dialog');
  await shoot(page, 'desktop-test-email');
  await dialog.getByLabel('user_name').fill('Ada Tester');
  await send.click();
  await expect(page.getByText('Success! A Test Email is sent')).toBeVisible();
  for (const address of [first, second]) {
    const mail = await readMail(browser, address, { subject: 'Your survey is ready' });
    // Values are HTML-escaped in the mail (mustache writes / as &#x2F;).
    const html = (mail.html ?? '').replace(/&#x2F;/g, '/');
    expect(html).toContain('Ada Tester');
    expect(html).toContain('https://console.example.com/surveys/42');
  }

  await page.getByRole('link', { name: 'Edit template' }).click();
  const toggle = page.getByRole('switch', { name: 'Publish' });
  await expect(toggle).toBeEnabled();
  // A click, not check(): the switch turns on only once the server has published the template.
  await toggle.click();
  await expect(page.getByText('Success! Template is live')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Published' })).toBeDisabled();
  await expectAccessible(page, 'edit page');
  await shoot(page, 'desktop-edit');
});
