/** The sink's messages for internal staff operators only: mail can carry invitation links meant for others. */
import { SINK_ERRORS, SINK_MESSAGES_LIMIT, type SinkMessage } from '@dc/contracts';
import type { Db } from '../../platform/db/pool.js';
import { catalogueError, forbidden } from '../../platform/errors.js';
import type { MailService } from '../../platform/mail/mail.js';
import type { AuthorizationService } from '../authorization/authorization.service.js';
import { findSinkMessageEnvelope, listSinkMessagesTo } from './email-sink.repository.js';

export function createEmailSinkService(db: Db, authz: AuthorizationService, mail: MailService) {
  const requireOperator = async (callerId: string) => {
    if (!(await authz.isStatusOperator(callerId))) {
      throw forbidden('Only internal staff operators may read the mail sink.');
    }
  };
  return {
    async messagesTo(callerId: string, to: string): Promise<SinkMessage[]> {
      await requireOperator(callerId);
      return listSinkMessagesTo(db, to, SINK_MESSAGES_LIMIT);
    },

    /**
     * The sink's mailboxes report a message as spam: the feedback loop a mailbox provider offers senders. The
     * sender side (platform mail) records the complaints and suppresses the addresses.
     */
    async complain(callerId: string, id: string): Promise<void> {
      await requireOperator(callerId);
      const envelope = await findSinkMessageEnvelope(db, id);
      let reported = false;
      for (const to of envelope?.messageId ? envelope.rcptTo : [])
        reported = (await mail.reportComplaint(envelope!.messageId!, to)) || reported;
      if (!reported) throw catalogueError(SINK_ERRORS.notFound);
    },
  };
}
export type EmailSinkService = ReturnType<typeof createEmailSinkService>;
