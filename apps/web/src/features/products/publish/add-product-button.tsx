/** Placeholder until the publisher lands: renders nothing. */
export function AddProductButton() {
  return null;
}
