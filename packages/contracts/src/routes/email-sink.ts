/** apps/server/src/modules/email-sink: the embedded SMTP sink's messages (internal staff operators). */
import { EMAIL_PREFIX } from '../email.js';
import { sinkMessageListSchema, sinkMessageParams, sinkMessagesQuery } from '../email-sink.js';
import { moduleRoutes } from './types.js';

export const EMAIL_SINK_HTTP_ROUTES = moduleRoutes('email-sink', EMAIL_PREFIX, {
  messages: {
    method: 'GET',
    path: '/sink/messages',
    query: sinkMessagesQuery,
    responses: { 200: sinkMessageListSchema },
  },
  complaint: {
    method: 'POST',
    path: '/sink/messages/:id/complaint',
    params: sinkMessageParams,
    errors: [404],
    responses: { 204: null },
  },
});
