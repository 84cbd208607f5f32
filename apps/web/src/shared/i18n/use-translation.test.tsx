/**
 * Namespaces loaded over the loader: a page suspends until its namespace is here (never shows raw keys), a
 * `useSuspense: false` caller renders with `ready` false first; a language change loads the new files before it
 * switches, then renders again with <html lang> untouched here (i18n.ts sets it) and texts in the new language.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import i18n, { useTranslation, type Resource } from '.';

const FILES: Record<string, Resource> = {
  'en|common': { hello: 'Hello' },
  'de-DE|common': { hello: 'Hallo' },
  'en|products': { title: 'Products', count_one: '{{count}} product', count_other: '{{count}} products' },
  'de-DE|products': { title: 'Produkte', count_one: '{{count}} Produkt', count_other: '{{count}} Produkte' },
};

function deferredLoader() {
  const waiting = new Map<string, () => void>();
  const load = vi.fn(
    (lng: string, ns: string) =>
      // products-1, products-2…: each test its own namespace (the instance is the app's one, shared by the tests).
      new Promise<Resource>((resolve) =>
        waiting.set(`${lng}|${ns}`, () => resolve(FILES[`${lng}|${ns.replace(/-\d+$/, '')}`])),
      ),
  );
  const answer = async (id: string) => {
    await act(async () => {
      waiting.get(id)?.();
      waiting.delete(id);
      await new Promise((r) => setTimeout(r, 0));
    });
  };
  return { load, answer, waiting };
}

function Products({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return <p>{`${t('title')}: ${t('count', { count: 2 })}`}</p>;
}

function NotSuspending({ ns }: { ns: string }) {
  const { t, ready } = useTranslation(ns, { useSuspense: false });
  return <p>{ready ? t('title') : 'not ready'}</p>;
}

async function start(lng = 'en') {
  const loader = deferredLoader();
  const started = i18n.init({
    lng,
    fallbackLng: 'en',
    supportedLngs: ['en', 'de-DE'],
    ns: ['common'],
    defaultNS: 'common',
    load: loader.load,
  });
  await loader.answer(`${lng}|common`);
  if (lng !== 'en') await loader.answer('en|common');
  await started;
  return loader;
}

describe('useTranslation', () => {
  it('suspends until the namespace is loaded in the language and the fallback, then shows texts, never keys', async () => {
    const loader = await start('de-DE');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Products ns="products-1" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledWith('de-DE', 'products-1');
    expect(loader.load).toHaveBeenCalledWith('en', 'products-1');
    await loader.answer('de-DE|products-1');
    // As react-i18next: the page waits for the fallback's file too.
    expect(screen.getByText('loading')).toBeInTheDocument();
    await loader.answer('en|products-1');
    expect(screen.getByText('Produkte: 2 Produkte')).toBeInTheDocument();
    expect(screen.queryByText(/title/)).toBeNull();
  });

  it('with useSuspense false renders not ready first, then again once loaded', async () => {
    const loader = await start();
    render(<NotSuspending ns="products-2" />);
    expect(screen.getByText('not ready')).toBeInTheDocument();
    await loader.answer('en|products-2');
    expect(screen.getByText('Products')).toBeInTheDocument();
  });

  it('a language change loads the new files first, then switches and renders the new texts', async () => {
    const loader = await start();
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Products ns="products-3" />
      </Suspense>,
    );
    await loader.answer('en|products-3');
    expect(screen.getByText('Products: 2 products')).toBeInTheDocument();

    let switched = false;
    const switching = i18n.changeLanguage('de-DE').then(() => (switched = true));
    await loader.answer('de-DE|common');
    // Still English while a file of the new language is on its way: no page shows keys or suspends meanwhile.
    expect(i18n.language).toBe('en');
    expect(changed).not.toHaveBeenCalled();
    expect(screen.getByText('Products: 2 products')).toBeInTheDocument();
    await loader.answer('de-DE|products-3');
    await act(() => switching);
    expect(switched).toBe(true);
    expect(i18n.language).toBe('de-DE');
    expect(changed).toHaveBeenCalledExactlyOnceWith('de-DE');
    expect(screen.getByText('Produkte: 2 Produkte')).toBeInTheDocument();
    i18n.off('languageChanged', changed);
  });

  it('tries a file again after a server error, and gives up on a missing one (the key shows)', async () => {
    vi.useFakeTimers();
    try {
      const instance = i18n.createInstance();
      const load = vi
        .fn()
        .mockRejectedValueOnce(Object.assign(new Error('503'), { retry: true }))
        .mockResolvedValueOnce({ hello: 'Hello' })
        .mockRejectedValueOnce(Object.assign(new Error('404'), { retry: false }));
      const started = instance.init({ lng: 'en', ns: ['common'], defaultNS: 'common', load });
      await vi.advanceTimersByTimeAsync(350);
      await started;
      expect(instance.t('hello')).toBe('Hello');
      await instance.loadNamespaces('gone');
      expect(load).toHaveBeenCalledTimes(3);
      expect(instance.hasLoadedNamespace('gone')).toBe(true);
      expect(instance.t('title', { ns: 'gone' })).toBe('title');
    } finally {
      vi.useRealTimers();
    }
  });
});
