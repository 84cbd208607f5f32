/**
 * Types of a call, read from the contracts' route table: path params from the route's path, query and body from
 * its schemas (their input side), the answer from its `responses` (their output side, first success status).
 * A route whose contract declares no answer yet falls back to the type the caller names.
 */
import type { z } from 'zod';
import type { ResponseOf, RouteResponse } from '@dc/contracts';
import type { RouteContracts, ROUTES } from './generated/routes';

export type RouteName = keyof typeof ROUTES & keyof RouteContracts;
type Route<N extends RouteName> = (typeof ROUTES)[N];
type Contract<N extends RouteName> = RouteContracts[N];

/** ':a' and ':b' of '/x/:a/y/:b'; '*' for a trailing wildcard. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : P extends `${string}*`
      ? '*'
      : never;

type ParamValue = string | number;
export type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue>;

type SchemaOf<C, K extends string> = C extends { [P in K]?: infer S } ? (S extends z.ZodType ? S : never) : never;
type InputOf<C, K extends string, Otherwise> = [SchemaOf<C, K>] extends [never] ? Otherwise : z.input<SchemaOf<C, K>>;

export type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;
/**
 * The answer the contract declares for the route's success statuses (a schema's output, a raw document's text,
 * undefined without a body), never if it declares none.
 */
export type DeclaredAnswer<N extends RouteName> =
  Contract<N> extends { responses: infer R }
    ? { [S in keyof R & SuccessStatus]: R[S] extends RouteResponse | undefined ? ResponseOf<R[S]> : never }[keyof R &
        SuccessStatus]
    : never;
/** The declared answer; the caller's type where the contract declares none. */
export type Answer<N extends RouteName, Fallback = unknown> = [DeclaredAnswer<N>] extends [never]
  ? Fallback
  : DeclaredAnswer<N>;

type ParamsPart<N extends RouteName> = [PathParams<Route<N>['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParams<Route<N>['path']>, ParamValue> };
type TeamPart<N extends RouteName> =
  Route<N> extends { team: true }
    ? { team: string }
    : Route<N> extends { team: 'optional' }
      ? { team?: string }
      : { team?: undefined };
type BodyPart<N extends RouteName> =
  Route<N> extends { bodyType: 'multipart' }
    ? { body: FormData }
    : Route<N> extends { bodyType: 'form' }
      ? { body: URLSearchParams | FormData }
      : [SchemaOf<Contract<N>, 'body'>] extends [never]
        ? { body?: unknown }
        : { body: z.input<SchemaOf<Contract<N>, 'body'>> };

/** What a call to route N takes: params and team when its path and flags need them, its query and body. */
export type CallInput<N extends RouteName> = ParamsPart<N> &
  TeamPart<N> &
  BodyPart<N> & {
    query?: InputOf<Contract<N>, 'query', Query>;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
/** The input may be left out when nothing in it is required. */
export type CallArgs<N extends RouteName> = [RequiredKeys<CallInput<N>>] extends [never]
  ? [input?: CallInput<N>]
  : [input: CallInput<N>];

/** One request as the transport sees it: the URL path is filled, the team is a header. */
export interface ClientRequest {
  route: RouteName;
  method: string;
  path: string;
  query?: Query;
  body?: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal;
}

/** Sends a request and resolves with the parsed answer (or rejects with the transport's error). */
export type Transport = (request: ClientRequest) => Promise<unknown>;
