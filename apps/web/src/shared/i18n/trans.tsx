/**
 * A translation with named tags (<guides>…</guides>) rendered as the given elements around their content, as
 * react-i18next's <Trans components={…}>. Tags not given stay text. Like it, it does not load namespaces or listen
 * to language changes itself: its parent's useTranslation does.
 */
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { i18n } from './i18n';
import type { TFunction, TOptions } from './instance';

interface TransProps {
  i18nKey: string;
  ns?: string;
  t?: TFunction;
  values?: TOptions;
  components?: Record<string, ReactElement>;
}

const TAG = /<(\/?)([\w-]+)>/g;

function render(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const root: ReactNode[] = [];
  const open: Array<{ name: string; children: ReactNode[] }> = [];
  let children = root;
  let at = 0;
  let key = 0;
  for (const match of text.matchAll(TAG)) {
    const [tag, closing, name] = match;
    const current = open[open.length - 1];
    const known = closing ? current?.name === name : name in components;
    if (!known) continue;
    if (match.index > at) children.push(text.slice(at, match.index));
    at = match.index + tag.length;
    if (closing) {
      open.pop();
      children = open.length ? open[open.length - 1].children : root;
      children.push(cloneElement(components[name], { key: (key += 1) }, ...current!.children));
    } else {
      open.push({ name, children: [] });
      children = open[open.length - 1].children;
    }
  }
  if (at < text.length) children.push(text.slice(at));
  // A tag left open: the text as written.
  return open.length ? [text] : root;
}

export function Trans({ i18nKey, ns, t, values, components = {} }: TransProps) {
  const text = t ? t(i18nKey, values) : i18n.t(i18nKey, { ...values, ns: ns ?? i18n.defaultNS });
  return <>{render(text, components)}</>;
}
