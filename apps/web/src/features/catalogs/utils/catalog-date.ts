/** Catalog dates read YYYY/MM/DD (spec 2 section 9), in the viewer's time zone. */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatCatalogDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
}
