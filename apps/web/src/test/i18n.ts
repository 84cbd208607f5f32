/** Tests read the real English files, so they check the texts users see. */
import i18n from '../shared/i18n';
import common from '../../public/locales/common/en.json';
import legalTerms from '../../public/locales/legal-terms/en.json';
import restriction from '../../public/locales/restriction/en.json';
import workbench from '../../public/locales/workbench/en.json';

export function initTestI18n() {
  if (i18n.isInitialized) return i18n;
  void i18n.init({
    lng: 'en',
    resources: { en: { common, 'legal-terms': legalTerms, restriction, workbench } },
    ns: ['common', 'legal-terms', 'restriction', 'workbench'],
    defaultNS: 'common',
  });
  return i18n;
}
