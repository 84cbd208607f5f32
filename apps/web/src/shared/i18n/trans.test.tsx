/** <Trans> renders the console's tagged texts as react-i18next's did: the same HTML for every use, both languages. */
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next, Trans as ReferenceTrans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import contactDe from '../../../public/locales/contact/de-DE.json';
import contactEn from '../../../public/locales/contact/en.json';
import eventsDe from '../../../public/locales/event-subscriptions/de-DE.json';
import eventsEn from '../../../public/locales/event-subscriptions/en.json';
import restrictionDe from '../../../public/locales/restriction/de-DE.json';
import restrictionEn from '../../../public/locales/restriction/en.json';
import i18n from '.';
import { Trans } from './trans';

const resources = {
  en: { contact: contactEn, 'event-subscriptions': eventsEn, restriction: restrictionEn },
  'de-DE': { contact: contactDe, 'event-subscriptions': eventsDe, restriction: restrictionDe },
};
const a = (href: string) => <a href={href} target="_blank" rel="noopener noreferrer" />;
const USES: Array<{
  ns: string;
  i18nKey: string;
  values?: Record<string, string>;
  components?: Record<string, ReactElement>;
}> = [
  { ns: 'restriction', i18nKey: 'external.text' },
  { ns: 'restriction', i18nKey: 'external.action', components: { market: a('https://market.example') } },
  { ns: 'restriction', i18nKey: 'internal.text', components: { form: a('https://support.example/new-account') } },
  { ns: 'restriction', i18nKey: 'internal.support', components: { support: a('https://support.example') } },
  { ns: 'contact', i18nKey: 'guidesHint', components: { guides: <a href="/guides" /> } },
  {
    ns: 'event-subscriptions',
    i18nKey: 'credentials.socketToken',
    values: { tokenEndpoint: 'https://id.example/token?x=1&y=$1' },
    components: { code: <code />, anchor: <a href="/applications/1?type=credentials" /> },
  },
  { ns: 'event-subscriptions', i18nKey: 'credentials.socketConnect', components: { code: <code /> } },
  { ns: 'event-subscriptions', i18nKey: 'no.such.key', components: { code: <code /> } },
];

describe('Trans', () => {
  it.each(['en', 'de-DE'])('renders every tagged text as react-i18next does (%s)', async (lng) => {
    const reference = i18next.createInstance();
    await reference.use(initReactI18next).init({
      lng,
      fallbackLng: 'en',
      resources,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    for (const [ns, file] of Object.entries(resources[lng as 'en'])) i18n.addResourceBundle(lng, ns, file);
    await i18n.changeLanguage(lng);
    for (const use of USES) {
      const ours = render(<Trans {...use} />).container.innerHTML;
      const theirs = render(<ReferenceTrans i18n={reference} {...use} />).container.innerHTML;
      expect(ours, `${lng} ${use.i18nKey}`).toBe(theirs);
      const withT = render(<Trans {...use} t={i18n.getFixedT(use.ns)} />).container.innerHTML;
      expect(withT).toBe(theirs);
    }
  });
});
