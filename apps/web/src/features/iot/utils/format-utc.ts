/** Times of the IoT manager, shown as UTC text: 2026-11-21 10:15:30 UTC (events keep their milliseconds). */
export function formatUtc(iso: string | null | undefined, withMs = false): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = date.toISOString().replace('T', ' ');
  return `${withMs ? text.slice(0, 23) : text.slice(0, 19)} UTC`;
}
