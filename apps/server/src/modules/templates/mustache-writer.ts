/** A mustache writer without a template cache: authored templates must not pile up in a process-wide cache. */
import Mustache from 'mustache';

export const mustache = new Mustache.Writer();
(mustache as unknown as { templateCache: undefined }).templateCache = undefined;
