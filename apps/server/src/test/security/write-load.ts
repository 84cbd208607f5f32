/**
 * A write load over HTTP as the console's users make it: create applications (developer, Acme Integrations), send
 * template mails and upload specs to the linter (staff, Platform Engineering). Every write answered 2xx is recorded,
 * so that a test can look for each one after a crash.
 */
import { LINTER_TEAM_HEADER, PRODUCT_TEAM_HEADER, TEMPLATE_TEAM_HEADER } from '@dc/contracts';

export interface LoadTarget {
  url: string;
  developerToken: string;
  staffToken: string;
  acmeTeam: string;
  platformTeam: string;
  templateId: string;
  /** The spec every lint upload carries. */
  spec: string;
}

export interface Acked {
  /** Application ids (201). */
  apps: string[];
  /** Message-IDs of queued mails (202). */
  mails: string[];
  /** Lint job reference ids (202). */
  lints: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let serial = 0;

function operations(t: LoadTarget, acked: Acked) {
  const json = (token: string, team: string, header: string, path: string, body: unknown) =>
    fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, [header]: team, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    async app() {
      const n = ++serial;
      const res = await json(t.developerToken, t.acmeTeam, PRODUCT_TEAM_HEADER, '/api/apim/applications', {
        name: `Crash load app ${n}`,
        grant_types: ['client_credentials'],
      });
      if (res.status === 201) acked.apps.push(((await res.json()) as { id: string }).id);
      else await res.arrayBuffer();
    },
    async mail() {
      const n = ++serial;
      const res = await json(t.staffToken, t.platformTeam, TEMPLATE_TEAM_HEADER, '/api/email/send', {
        template: t.templateId,
        locale: 'en',
        to: `crash.load.${n}@example.com`,
        template_variables: { name: `Reader ${n}`, url: 'https://console.example.com' },
      });
      if (res.status === 202)
        acked.mails.push(
          ...((await res.json()) as { messages: { message_id: string }[] }).messages.map((m) => m.message_id),
        );
      else await res.arrayBuffer();
    },
    async lint() {
      const form = new FormData();
      form.append('file', new Blob([t.spec], { type: 'text/plain' }), `crash-${++serial}.yaml`);
      const res = await fetch(`${t.url}/api/linter/specs/linter`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.staffToken}`, [LINTER_TEAM_HEADER]: t.platformTeam },
        body: form,
      });
      if (res.status === 202) acked.lints.push(((await res.json()) as { referenceId: string }).referenceId);
      else await res.arrayBuffer();
    },
  };
}

/** Runs `concurrency` loops of writes until stop(); at most maxLints lint uploads (they are the slow jobs). */
export function startWriteLoad(t: LoadTarget, opts: { concurrency: number; maxLints: number }) {
  const acked: Acked = { apps: [], mails: [], lints: [] };
  const ops = operations(t, acked);
  let stopped = false;
  let lintsSent = 0;
  let failures = 0;
  const loop = async (worker: number) => {
    for (let i = worker; !stopped; i++) {
      const kind = i % 3 === 2 && lintsSent < opts.maxLints ? 'lint' : i % 2 ? 'mail' : 'app';
      if (kind === 'lint') lintsSent++;
      try {
        await ops[kind]();
      } catch {
        failures++; // the server is gone (connection refused or reset): nothing acknowledged
        await sleep(50);
      }
    }
  };
  const loops = Array.from({ length: opts.concurrency }, (_, w) => loop(w));
  return {
    acked,
    failures: () => failures,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
