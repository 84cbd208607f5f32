/** The console's translations: what it used of i18next and react-i18next, with the same behaviour (instance.ts). */
import { i18n } from './i18n';

export { useTranslation } from './use-translation';
export type { I18n, InitOptions, LoadNamespace, Resource, TFunction, TOptions } from './instance';
export default i18n;
