/**
 * What one SMTP attempt meant for each recipient: delivered (the server took it), bounced (a 5xx answer: permanent)
 * or transient (a 4xx answer or no answer at all: try again later).
 */

export interface Refusal {
  recipient: string;
  kind: 'bounced' | 'transient';
  code: number | null;
  reason: string;
}
export type RecipientOutcome = { recipient: string; kind: 'delivered' } | Refusal;
export const isRefusal =
  (kind: Refusal['kind']) =>
  (o: RecipientOutcome): o is Refusal =>
    o.kind === kind;

interface SmtpError {
  message?: string;
  responseCode?: number;
  response?: string;
  rejectedErrors?: SmtpError[];
  recipient?: string;
}

const isPermanent = (code: number | null | undefined) => typeof code === 'number' && code >= 500 && code < 600;

const refusal = (recipient: string, e: SmtpError): RecipientOutcome => ({
  recipient,
  kind: isPermanent(e.responseCode) ? 'bounced' : 'transient',
  code: e.responseCode ?? null,
  reason: String(e.response ?? e.message ?? 'unknown error').slice(0, 500),
});

/** After a send that succeeded for some recipients (nodemailer's info: accepted, rejected, rejectedErrors). */
export function outcomesOfSent(
  recipients: string[],
  info: { accepted?: unknown[]; rejectedErrors?: SmtpError[] },
): RecipientOutcome[] {
  const refused = new Map((info.rejectedErrors ?? []).map((e) => [String(e.recipient ?? '').toLowerCase(), e]));
  return recipients.map((r) => {
    const e = refused.get(r.toLowerCase());
    return e ? refusal(r, e) : { recipient: r, kind: 'delivered' };
  });
}

/**
 * After a send that threw: every recipient refused at RCPT TO has its own answer; otherwise (connection, DATA or
 * message refused) the one error counts for all of them.
 */
export function outcomesOfError(recipients: string[], err: SmtpError): RecipientOutcome[] {
  if (err.rejectedErrors?.length) {
    const refused = new Map(err.rejectedErrors.map((e) => [String(e.recipient ?? '').toLowerCase(), e]));
    return recipients.map((r) => refusal(r, refused.get(r.toLowerCase()) ?? err));
  }
  return recipients.map((r) => refusal(r, err));
}

/** CR and LF never reach a header: a value with them could start a header of its own. */
export const oneLine = (value: string) => value.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

/** The address part of 'Name <address>' (or the whole value). */
export const addressOf = (from: string) => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
