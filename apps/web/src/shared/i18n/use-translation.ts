/**
 * t for a component's namespaces (the first is t's), as react-i18next's useTranslation under the console's options:
 * until the namespaces are loaded the component suspends (the nearest Suspense shows its fallback, so no page shows
 * raw keys), or with `useSuspense: false` it renders with `ready` false and again once they are. A language change
 * renders it again with a new t.
 */
import { useEffect, useMemo, useReducer } from 'react';
import { i18n } from './i18n';
import type { I18n, TFunction } from './instance';

export interface UseTranslation {
  t: TFunction;
  i18n: I18n;
  ready: boolean;
}

export function useTranslation(ns?: string | string[], options?: { useSuspense?: boolean }): UseTranslation {
  const namespaces = ns === undefined ? [i18n.defaultNS] : typeof ns === 'string' ? [ns] : ns;
  const joined = namespaces.join();
  const [, update] = useReducer((n: number) => n + 1, 0);
  const ready = namespaces.every((n) => i18n.hasLoadedNamespace(n));
  const { language } = i18n;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new t per namespace list and per language
  const t = useMemo(() => i18n.getFixedT(namespaces[0]), [joined, language]);
  useEffect(() => {
    let mounted = true;
    const refresh = () => {
      if (mounted) update();
    };
    if (!ready) void i18n.loadNamespaces(namespaces).then(refresh);
    i18n.on('languageChanged', refresh);
    return () => {
      mounted = false;
      i18n.off('languageChanged', refresh);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per namespace list, as react-i18next
  }, [joined]);
  if (!ready && options?.useSuspense !== false) throw i18n.loadNamespaces(namespaces);
  return { t, i18n, ready };
}
