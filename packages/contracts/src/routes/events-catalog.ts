/** apps/server/src/modules/events-catalog: event product reads (events). */
import {
  EVENTS_PREFIX,
  asyncApiParams,
  asyncApiQuery,
  asyncApiResponseSchema,
  eventDataParams,
  eventDetailsSchema,
} from '../events.js';
import { moduleRoutes } from './types.js';

export const EVENTS_CATALOG_HTTP_ROUTES = moduleRoutes('events-catalog', EVENTS_PREFIX, {
  data: {
    method: 'GET',
    path: '/events/:eventMetadataId/data',
    params: eventDataParams,
    teamHeader: true,
    errors: [404],
    responses: { 200: eventDetailsSchema },
  },
  asyncApi: {
    method: 'GET',
    path: '/namespaces/:namespaceId/events/:eventName/versions/:version/asyncapi',
    params: asyncApiParams,
    query: asyncApiQuery,
    teamHeader: true,
    errors: [404],
    responses: { 200: asyncApiResponseSchema },
  },
});
