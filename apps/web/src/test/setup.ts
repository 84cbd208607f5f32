import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initTestI18n } from './i18n';

initTestI18n();
afterEach(() => cleanup());

// The console renders with Preact (apps/web/build/preact-aliases.ts), whose onChange on a text field listens to the
// `input` event, as a user's typing sends it; React's heard `change` too. fireEvent.change sends both, so a test's
// change reaches onChange as typing does. Testing Library is loaded once per worker: wrap it once.
const wrapped = Symbol.for('dc.fireEvent.change');
if (!(wrapped in fireEvent)) {
  const change = fireEvent.change;
  fireEvent.change = (element, init) => {
    const sent = change(element, init);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) fireEvent.input(element);
    return sent;
  };
  Object.assign(fireEvent, { [wrapped]: true });
}

// Each file starts from an empty page, storage and URL, whatever ran before it in the same worker.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});
