import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initTestI18n } from './i18n';

initTestI18n();
afterEach(() => cleanup());

// Each file starts from an empty page, storage and URL, whatever ran before it in the same worker.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});
