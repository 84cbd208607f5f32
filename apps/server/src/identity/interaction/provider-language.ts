/** The page language inside oidc-provider's own pages (sign-out, device, errors): ui_locales if sent, else the browser's. */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { pickLanguage, type PageLanguage } from './language.js';

export const languageOf = (
  ctx: Pick<KoaContextWithOIDC, 'get'> & { oidc?: KoaContextWithOIDC['oidc'] },
): PageLanguage => pickLanguage(ctx.oidc?.params?.ui_locales, ctx.get('accept-language'));
