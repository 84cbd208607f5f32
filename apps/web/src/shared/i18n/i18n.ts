/** The console's one instance (shared/lib/i18n.ts starts it; tests start it with the English files). */
import { I18n } from './instance';

export const i18n = new I18n();
