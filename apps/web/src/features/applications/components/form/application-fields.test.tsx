/**
 * Issue 22 defect 6: the name field said "At most 64 characters" but took 84. The field now stops at the limit the
 * contracts enforce (APPLICATION_NAME_MAX), and its help says the limit before anything is typed.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../../shared/i18n';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_NAME_MAX, EMPTY_APPLICATION_FORM, type ApplicationFormValues } from '@dc/contracts';
import texts from '../../../../../public/locales/applications/en.json';
import { initTestI18n } from '../../../../test/i18n';
import { applicationFormResolver, type ApplicationFormOutput } from '../../utils/application-form';
import { ApplicationFields } from './application-fields';

function Harness() {
  const form = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({
    resolver: applicationFormResolver,
    mode: 'all',
    defaultValues: EMPTY_APPLICATION_FORM,
  });
  return <ApplicationFields form={form} idPrefix="test" />;
}

describe('application name field', () => {
  beforeAll(() => {
    initTestI18n();
    i18n.addResourceBundle('en', 'applications', texts);
  });

  it(`"At most ${APPLICATION_NAME_MAX} characters": typing more stops at the limit`, async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const name = await screen.findByRole('textbox', { name: /Application name/i });
    expect(screen.getByText(/At most 64 characters/)).toBeInTheDocument();
    await user.type(name, 'a'.repeat(APPLICATION_NAME_MAX + 20));
    expect(name).toHaveValue('a'.repeat(APPLICATION_NAME_MAX));
  }, 30_000);
});
