/**
 * Pages of the device authorization grant (an application's device shows a code; its user enters it here), in the
 * look of the sign-in pages. The provider hands us its forms; we keep their action and anti-forgery field and draw
 * our own labelled controls (its inline handlers would be refused by the CSP anyway).
 */
import type { Configuration } from 'oidc-provider';
import { alert, field, html, page } from './html.js';

type DeviceFlow = NonNullable<NonNullable<Configuration['features']>['deviceFlow']>;

const DEVICE_TEXTS = {
  heading: 'Connect a device',
  inputIntro: 'Enter the code shown on your device.',
  codeLabel: 'Device code',
  continue: 'Continue',
  invalid: 'The code you entered is incorrect or has expired. Try again.',
  interrupted: 'The sign-in request was interrupted.',
  confirmHeading: 'Confirm the device',
  confirmIntro: (app: string) => `${app} asks to sign in with your Developer Console account.`,
  confirmCode: 'Check that your device shows this code:',
  confirmWarning: 'If you did not start this, or the code differs, abort.',
  abort: 'Abort',
  doneHeading: 'Device connected',
  doneMessage: 'You can close this window and return to your device.',
} as const;

/** The form's action and anti-forgery token, which is all the provider needs back. */
function formParts(form: string): { action: string; xsrf: string } | undefined {
  const action = /action="([^"]+)"/.exec(form)?.[1];
  const xsrf = /name="xsrf" value="([^"]*)"/.exec(form)?.[1];
  return action && xsrf !== undefined ? { action, xsrf } : undefined;
}

const send = (
  ctx: Parameters<NonNullable<DeviceFlow['successSource']>>[0],
  title: string,
  heading: string,
  body: ReturnType<typeof html>,
) => {
  ctx.type = 'html';
  ctx.body = page({ title, heading, body });
};

export const deviceUserCodeInput: NonNullable<DeviceFlow['userCodeInputSource']> = (ctx, form, _out, err) => {
  const parts = formParts(form);
  const failed = err && ((err as { userCode?: unknown }).userCode || err.name === 'NoCodeError');
  const message = err ? (failed ? DEVICE_TEXTS.invalid : DEVICE_TEXTS.interrupted) : undefined;
  const body = parts
    ? html`${alert(message)}
        <p>${DEVICE_TEXTS.inputIntro}</p>
        <form method="post" action="${parts.action}" novalidate>
          <input type="hidden" name="xsrf" value="${parts.xsrf}" />
          ${field({ name: 'user_code', label: DEVICE_TEXTS.codeLabel, autocomplete: 'off', autofocus: true })}
          <button type="submit">${DEVICE_TEXTS.continue}</button>
        </form>`
    : html`${alert(DEVICE_TEXTS.interrupted)}`;
  send(ctx, DEVICE_TEXTS.heading, DEVICE_TEXTS.heading, body);
};

export const deviceUserCodeConfirm: NonNullable<DeviceFlow['userCodeConfirmSource']> = (
  ctx,
  form,
  client,
  _info,
  userCode,
) => {
  const parts = formParts(form);
  const app = client.clientName ?? client.clientId;
  const body = parts
    ? html`<p>${DEVICE_TEXTS.confirmIntro(app)}</p>
        <p>${DEVICE_TEXTS.confirmCode}</p>
        <p class="code"><strong>${userCode}</strong></p>
        <p class="hint">${DEVICE_TEXTS.confirmWarning}</p>
        <form method="post" action="${parts.action}">
          <input type="hidden" name="xsrf" value="${parts.xsrf}" />
          <input type="hidden" name="user_code" value="${userCode}" />
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit">${DEVICE_TEXTS.continue}</button>
          <button type="submit" name="abort" value="yes" class="secondary">${DEVICE_TEXTS.abort}</button>
        </form>`
    : html`${alert(DEVICE_TEXTS.interrupted)}`;
  send(ctx, DEVICE_TEXTS.confirmHeading, DEVICE_TEXTS.confirmHeading, body);
};

export const deviceSuccess: NonNullable<DeviceFlow['successSource']> = (ctx) => {
  send(ctx, DEVICE_TEXTS.doneHeading, DEVICE_TEXTS.doneHeading, html`<p>${DEVICE_TEXTS.doneMessage}</p>`);
};
