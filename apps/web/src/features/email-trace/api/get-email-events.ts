/** email GET /events?recipient (spec 3 section 7.4): the recipient's e-mails of the last 30 days. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailEvent } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';

export const emailTraceKeys = {
  all: ['email-trace'] as const,
  events: (teamId: string, recipient: string) => [...emailTraceKeys.all, teamId, recipient] as const,
};

export async function getEmailEvents(teamId: string, recipient: string): Promise<EmailEvent[]> {
  const res = await api.call('email.events', { team: teamId, query: { recipient } });
  return res.events ?? [];
}

export const getEmailEventsQueryOptions = (teamId: string, recipient: string) =>
  queryOptions({
    queryKey: emailTraceKeys.events(teamId, recipient),
    queryFn: () => getEmailEvents(teamId, recipient),
    // A trace is a support look-up: always ask again.
    staleTime: 0,
  });

export const useEmailEvents = (teamId: string, recipient: string | undefined) =>
  useQuery({ ...getEmailEventsQueryOptions(teamId, recipient ?? ''), enabled: !!recipient });
