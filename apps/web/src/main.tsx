/** Start: read configuration and translations, start the session refresh, then render. */
import './app/zod-jitless';
import './app/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { BootFailure } from './app/boot-failure';
import { loadEnvironment, loadFeatures } from './shared/config/env';
import { login } from './shared/lib/auth/login';
import { startSessionRefresh } from './shared/lib/auth/refresh-scheduler';
import { readSession } from './shared/lib/auth/session';
import { takeSignInMark } from './shared/lib/auth/sign-in-address';
import { initI18n, loadI18nConfig, prefetchTranslations } from './shared/lib/i18n';

async function bootstrap(): Promise<void> {
  const container = document.getElementById('root')!;
  // The landing page drawn by the server (apps/web/build/prerender.ts): its take-over loads only then.
  const prerendered = container.hasAttribute('data-prerendered') ? import('./prerendered') : undefined;
  try {
    prefetchTranslations();
    await Promise.all([
      loadEnvironment(),
      loadFeatures(),
      loadI18nConfig().then(initI18n),
      prerendered,
    ]);
    startSessionRefresh();
    // Sign In at another address of this console moved here (sign-in-address.ts): continue signing in.
    if (takeSignInMark() && !readSession()) void login();
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (!(prerendered && (await (await prerendered).takeOverLanding(container, app)))) createRoot(container).render(app);
  } catch (err) {
    console.error('The console could not start', err);
    // The first render replaces a drawing; a hidden one (the guard's data-spa) must show it.
    document.documentElement.removeAttribute('data-spa');
    createRoot(container).render(<BootFailure />);
  }
}

void bootstrap();
