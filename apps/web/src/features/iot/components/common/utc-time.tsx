/** A UTC time in a <time> element (machine-readable ISO text, readable UTC text). */
import { formatUtc } from '../../utils/format-utc';

export function UtcTime({ iso, withMs = false }: { iso: string | null | undefined; withMs?: boolean }) {
  const text = formatUtc(iso, withMs);
  return text ? <time dateTime={iso ?? undefined}>{text}</time> : null;
}
