import { describe, expect, it } from 'vitest';
import { socketUrl } from './socket-url';

describe('socketUrl', () => {
  it.each([
    ['/api/events/ws', 'https://console.example.com', 'wss://console.example.com/api/events/ws'],
    ['/api/events/ws', 'http://127.0.0.1:4310', 'ws://127.0.0.1:4310/api/events/ws'],
    ['wss://events.example.com/ws', 'https://console.example.com', 'wss://events.example.com/ws'],
  ])('%s on %s is %s', (endpoint, origin, url) => {
    expect(socketUrl(endpoint, origin)).toBe(url);
  });
});
