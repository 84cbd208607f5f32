/** The sink's messages for internal staff operators only: mail can carry invitation links meant for others. */
import { SINK_MESSAGES_LIMIT, type SinkMessage } from '@dc/contracts';
import type { Db } from '../../platform/db/pool.js';
import { forbidden } from '../../platform/errors.js';
import type { AuthorizationService } from '../authorization/authorization.service.js';
import { listSinkMessagesTo } from './email-sink.repository.js';

export function createEmailSinkService(db: Db, authz: AuthorizationService) {
  return {
    async messagesTo(callerId: string, to: string): Promise<SinkMessage[]> {
      if (!(await authz.isStatusOperator(callerId))) {
        throw forbidden('Only internal staff operators may read the mail sink.');
      }
      return listSinkMessagesTo(db, to, SINK_MESSAGES_LIMIT);
    },
  };
}
export type EmailSinkService = ReturnType<typeof createEmailSinkService>;
