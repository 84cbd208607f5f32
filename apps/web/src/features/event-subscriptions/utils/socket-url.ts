/** The absolute WebSocket URL of a wss subscription's endpoint (the server gives a path on its own origin). */
export function socketUrl(endpoint: string, origin: string): string {
  const url = new URL(endpoint, origin);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  return url.toString();
}
