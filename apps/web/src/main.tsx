/** Start: read configuration and translations, start the session refresh, then render. */
import './app/zod-jitless';
import './app/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { BootFailure } from './app/boot-failure';
import { loadEnvironment, loadFeatures } from './shared/config/env';
import { startSessionRefresh } from './shared/lib/auth/refresh-scheduler';
import { initI18n, loadI18nConfig } from './shared/lib/i18n';

async function bootstrap(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    await Promise.all([loadEnvironment(), loadFeatures(), loadI18nConfig().then(initI18n)]);
    startSessionRefresh();
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
