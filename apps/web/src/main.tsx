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
  const root = createRoot(document.getElementById('root')!);
  try {
    prefetchTranslations();
    await Promise.all([loadEnvironment(), loadFeatures(), loadI18nConfig().then(initI18n)]);
    startSessionRefresh();
    // Sign In at another address of this console moved here (sign-in-address.ts): continue signing in.
    if (takeSignInMark() && !readSession()) void login();
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (err) {
    console.error('The console could not start', err);
    root.render(<BootFailure />);
  }
}

void bootstrap();
