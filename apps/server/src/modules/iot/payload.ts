/** How a stored message payload is shown: JSON when it parses, else UTF-8 text, else base64. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function decodePayload(buf: Buffer): { payload: unknown; payloadEncoding: 'json' | 'text' | 'base64' } {
  let text: string;
  try {
    text = utf8.decode(buf);
  } catch {
    return { payload: buf.toString('base64'), payloadEncoding: 'base64' };
  }
  try {
    return { payload: JSON.parse(text), payloadEncoding: 'json' };
  } catch {
    return { payload: text, payloadEncoding: 'text' };
  }
}
