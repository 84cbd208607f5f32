/** A UTC time in a <time> element (machine-readable ISO text, readable UTC text); unreadable text is shown as sent. */
import { useFormatDate } from '../../../../shared/lib/dates/use-format-date';

export function UtcTime({ iso, withMs = false }: { iso: string | null | undefined; withMs?: boolean }) {
  const formatDate = useFormatDate();
  const text = formatDate(iso, withMs ? 'utcMs' : 'utc') ?? iso;
  return text ? <time dateTime={iso ?? undefined}>{text}</time> : null;
}
