/** @dc/client: calls to the Developer Console API typed by the contracts' route table. */
export { createClient, fillPath, toRequest, type Client } from './client';
export { ClientError, toClientError } from './errors';
export { buildUrl, fetchTransport, type FetchTransportOptions } from './fetch-transport';
export { ROUTES, TEAM_HEADER } from './generated/routes';
export type * from './types';
