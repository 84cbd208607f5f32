/**
 * The Pending note's numbers (spec 2 section 4): with a request that expires after N days, the user is asked to
 * contact the provider if no acknowledgment arrives within N-2 to N-1 days. Short expiries keep a sensible window.
 */
export function acknowledgmentWindow(expiryDays: number): { from: number; to: number } {
  const to = Math.max(1, expiryDays - 1);
  return { from: Math.max(1, Math.min(to, expiryDays - 2)), to };
}
