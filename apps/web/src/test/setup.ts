import '@testing-library/jest-dom/vitest';
import { cleanup, configure, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initTestI18n } from './i18n';

initTestI18n();
// A page's lazy chunks (menus, dialogs) are transformed on first import: on a busy 2-core CI machine that alone can
// take longer than findBy's default second. Waiting longer only slows a test that fails anyway.
configure({ asyncUtilTimeout: 5000 });
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
