import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('honours PORT and DATA_DIR and derives PUBLIC_URL', () => {
    const c = loadConfig({ PORT: '4100', DATA_DIR: '/tmp/dc-data' });
    expect(c.PORT).toBe(4100);
    expect(c.DATA_DIR).toBe('/tmp/dc-data');
    expect(c.PUBLIC_URL).toBe('http://localhost:4100');
  });

  it('names every bad key in one clear error', () => {
    expect(() => loadConfig({ PORT: 'eighty', OIDC_ISSUER: 'not a url' })).toThrow(
      /Invalid configuration:[\s\S]*PORT[\s\S]*OIDC_ISSUER/,
    );
  });

  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('parses boolean flags', () => {
    expect(loadConfig({ DEMO: 'false' }).DEMO).toBe(false);
    expect(() => loadConfig({ DEMO: 'maybe' })).toThrow(/DEMO/);
  });
});
