/**
 * Server test files share their worker (isolate: false), so a file must not leave anything running that a later
 * file could meet: a listening server, an open socket (an MQTT client that would reconnect to a reused port), a
 * child process. Fails the file that left one, naming it.
 */
import net from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { carriedOverSettled } from './carried-over.js';

type Handle = object;
const activeHandles = (): Handle[] => (process as unknown as { _getActiveHandles(): Handle[] })._getActiveHandles();
const describeHandle = (h: Handle) => {
  if (h instanceof net.Server) return `a listening server ${JSON.stringify(h.address())}`;
  if (h instanceof net.Socket) return `a socket ${h.localAddress}:${h.localPort} → ${h.remoteAddress}:${h.remotePort}`;
  return `a ${h.constructor.name}`;
};
const isStdio = (h: Handle) => h instanceof net.Socket && [0, 1, 2].includes((h as { fd?: number }).fd ?? -1);

let before = new Set<Handle>();
beforeAll(() => {
  before = new Set(activeHandles());
});

afterAll(async () => {
  await carriedOverSettled();
  // Sockets closed by the file's last hook finish closing on the next turns of the event loop (slower under load).
  const deadline = Date.now() + 5000;
  let left: Handle[] = [];
  do {
    left = activeHandles().filter((h) => !before.has(h) && !isStdio(h) && !(h as net.Socket).destroyed);
    if (left.length === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  } while (Date.now() < deadline);
  // One string, so the report names each handle (vitest folds an array of them into "Array(n)").
  expect(left.map(describeHandle).join('; '), 'left open for the next test file').toBe('');
});
