/** Field messages: the contracts' validation texts translated by key; a server's message as it came. */
import { useTranslation } from '../../../../shared/i18n';
import { PUBLISH_FORM_MESSAGES } from '@dc/contracts';

const KEYS = new Map<string, string>(Object.entries(PUBLISH_FORM_MESSAGES).map(([key, text]) => [text, key]));

export function useFieldMessage() {
  const { t } = useTranslation('product-publishing');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = KEYS.get(message);
    return key ? t(`validation.${key}`) : message;
  };
}
