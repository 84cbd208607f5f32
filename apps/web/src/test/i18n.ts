/** Tests read the real English file, so they check the texts users see. */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../public/locales/common/en.json';

export function initTestI18n() {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common } },
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n;
}
