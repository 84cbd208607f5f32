/**
 * The event benches' webhook receiver, in a child process of its own: it answers 204 to every POST, so its CPU is
 * neither counted as the server's nor taken from the server's event loop. `arrived(n)` resolves once n POSTs in all
 * have arrived (counted by the child; the parent is told once, not per POST).
 */
import { fork } from 'node:child_process';

const SOURCE = `
const { createServer } = require('node:http');
let got = 0; let want = Infinity;
const tell = () => { if (got >= want) { want = Infinity; process.send({ got }); } };
const server = createServer((req, res) => req.resume().on('end', () => { got++; res.writeHead(204).end(); tell(); }));
process.on('message', (m) => { want = m.want; tell(); });
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
`;

export interface ChildReceiver {
  url: string;
  /** Resolves once `total` POSTs have arrived since the receiver started. */
  arrived(total: number): Promise<void>;
  close(): void;
}

export async function startChildReceiver(): Promise<ChildReceiver> {
  const child = fork('-e', [SOURCE], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const messages: { port?: number; got?: number }[] = [];
  let wake: (() => void) | undefined;
  child.on('message', (m: { port?: number; got?: number }) => {
    messages.push(m);
    wake?.();
  });
  const next = async () => {
    while (messages.length === 0) await new Promise<void>((r) => (wake = r));
    return messages.shift()!;
  };
  const { port } = await next();
  return {
    url: `http://127.0.0.1:${port}/hook`,
    async arrived(total) {
      child.send({ want: total });
      await next();
    },
    close: () => child.kill(),
  };
}
