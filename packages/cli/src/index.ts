/** @dc/cli as a library: run a command line in-process (tests, scripts). */
export { main, USAGE } from './main';
export { configDir, readSession, type StoredSession } from './config-store';
