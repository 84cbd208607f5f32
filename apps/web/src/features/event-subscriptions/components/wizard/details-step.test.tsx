/** Issue 22 defect 5: "protocol required ('Please select protocol')" (spec 2 section 5) must show in the wizard. */
import { render, screen } from '@testing-library/react';
import i18n from '../../../../shared/i18n';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import texts from '../../../../../public/locales/event-subscriptions/en.json';
import { initTestI18n } from '../../../../test/i18n';
import { EMPTY_FILTER_EDITOR } from '../../utils/filter-editor';
import { EMPTY_DRAFT, type VersionEntries } from '../../utils/subscription-draft';
import { DetailsStep } from './details-step';

const VERSIONS: VersionEntries = {
  '1.0.0': [{ environment: 'prd', eventMultitenantTrn: 'trn:dc:event:a', deployedUrl: 'wss://prd.example.com' }],
};

const renderStep = (draft = EMPTY_DRAFT) =>
  render(
    <DetailsStep
      draft={draft}
      versions={VERSIONS}
      exists={false}
      filter={EMPTY_FILTER_EDITOR}
      touched={new Set()}
      onDraft={vi.fn()}
      onFilter={vi.fn()}
      onTouch={vi.fn()}
    />,
  );

describe('event subscription details step', () => {
  beforeAll(() => {
    initTestI18n();
    i18n.addResourceBundle('en', 'event-subscriptions', texts);
  });

  it("says 'Please select protocol' when version and environment are chosen and no protocol is", async () => {
    renderStep({ ...EMPTY_DRAFT, version: '1.0.0', environment: 'prd', multitenantTrn: 'trn:dc:event:a' });
    expect(await screen.findByText('Please select protocol')).toBeInTheDocument();
  });

  it('does not scold a fresh form', async () => {
    renderStep();
    await screen.findByText('Protocol');
    expect(screen.queryByText('Please select protocol')).not.toBeInTheDocument();
  });
});
