/**
 * Pages of the device authorization grant (an application's device shows a code; its user enters it here), in the
 * look of the sign-in pages. The provider hands us its forms; we keep their action and anti-forgery field and draw
 * our own labelled controls (its inline handlers would be refused by the CSP anyway).
 */
import type { Configuration } from 'oidc-provider';
import { alert, field, html, page } from './html.js';
import { languageOf } from './provider-language.js';
import { textsFor } from './texts.js';

type DeviceFlow = NonNullable<NonNullable<Configuration['features']>['deviceFlow']>;

/** The form's action and anti-forgery token, which is all the provider needs back. */
function formParts(form: string): { action: string; xsrf: string } | undefined {
  const action = /action="([^"]+)"/.exec(form)?.[1];
  const xsrf = /name="xsrf" value="([^"]*)"/.exec(form)?.[1];
  return action && xsrf !== undefined ? { action, xsrf } : undefined;
}

type Ctx = Parameters<NonNullable<DeviceFlow['successSource']>>[0];

const send = (ctx: Ctx, title: string, heading: string, body: ReturnType<typeof html>) => {
  ctx.type = 'html';
  ctx.body = page({ lang: languageOf(ctx), title, heading, body });
};

const deviceTexts = (ctx: Ctx) => textsFor(languageOf(ctx)).device;

export const deviceUserCodeInput: NonNullable<DeviceFlow['userCodeInputSource']> = (ctx, form, _out, err) => {
  const t = deviceTexts(ctx);
  const parts = formParts(form);
  const failed = err && ((err as { userCode?: unknown }).userCode || err.name === 'NoCodeError');
  const message = err ? (failed ? t.invalid : t.interrupted) : undefined;
  const body = parts
    ? html`${alert(message)}
        <p>${t.inputIntro}</p>
        <form method="post" action="${parts.action}" novalidate>
          <input type="hidden" name="xsrf" value="${parts.xsrf}" />
          ${field({ name: 'user_code', label: t.codeLabel, autocomplete: 'off', autofocus: true })}
          <button type="submit">${t.continue}</button>
        </form>`
    : html`${alert(t.interrupted)}`;
  send(ctx, t.heading, t.heading, body);
};

export const deviceUserCodeConfirm: NonNullable<DeviceFlow['userCodeConfirmSource']> = (
  ctx,
  form,
  client,
  _info,
  userCode,
) => {
  const t = deviceTexts(ctx);
  const parts = formParts(form);
  const app = client.clientName ?? client.clientId;
  const body = parts
    ? html`<p>${t.confirmIntro(app)}</p>
        <p>${t.confirmCode}</p>
        <p class="code"><strong>${userCode}</strong></p>
        <p class="hint">${t.confirmWarning}</p>
        <form method="post" action="${parts.action}">
          <input type="hidden" name="xsrf" value="${parts.xsrf}" />
          <input type="hidden" name="user_code" value="${userCode}" />
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit">${t.continue}</button>
          <button type="submit" name="abort" value="yes" class="secondary">${t.abort}</button>
        </form>`
    : html`${alert(t.interrupted)}`;
  send(ctx, t.confirmHeading, t.confirmHeading, body);
};

export const deviceSuccess: NonNullable<DeviceFlow['successSource']> = (ctx) => {
  const t = deviceTexts(ctx);
  send(ctx, t.doneHeading, t.doneHeading, html`<p>${t.doneMessage}</p>`);
};
