/** Shown when the configuration the console needs cannot be read at start; translations may be missing too. */
import { OTHER_MESSAGES } from '@dc/contracts';

export function BootFailure() {
  return (
    <main style={{ fontFamily: 'Roboto, Arial, sans-serif', textAlign: 'center', padding: '64px 16px' }}>
      <div role="alert">
        <h1>{OTHER_MESSAGES.renderCrash}</h1>
      </div>
    </main>
  );
}
