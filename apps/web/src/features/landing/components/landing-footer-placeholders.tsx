/** The landing footer's link slots while their code or /url.json loads. */
import { Skeleton } from '../../../shared/ui/skeleton';

export const FOOTER_LINK_KEYS = ['help', 'program', 'services'] as const;

export function FooterLinkPlaceholders() {
  return FOOTER_LINK_KEYS.map((key) => <Skeleton key={key} width={64} />);
}
