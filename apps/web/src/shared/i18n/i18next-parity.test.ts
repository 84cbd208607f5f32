/**
 * Differential test: the console's translations (instance.ts) against i18next, which they replace, under the
 * console's options (shared/lib/i18n.ts): every key of every namespace file in both languages, with values, counts,
 * missing values, default values and objects; German with keys missing (English fills in); generated texts.
 */
import fc from 'fast-check';
import i18next, { type i18n as I18next } from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18n, type Resource, type TOptions } from './instance';

type Store = Record<string, Record<string, Resource>>;

const files = import.meta.glob<Resource>('../../../public/locales/*/*.json', { eager: true, import: 'default' });
const LANGUAGES = ['en', 'de-DE'];
const store: Store = {};
for (const [file, data] of Object.entries(files)) {
  const [, ns, lng] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  (store[lng] ??= {})[ns] = data;
}
const NAMESPACES = Object.keys(store.en).sort();
/** ~70,000 comparisons per language: 5-10 s alone, longer on a busy machine. */
const LONG = 120_000;

async function pair(resources: Store, lng: string, supportedLngs: string[] | undefined = LANGUAGES) {
  const ns = Object.keys(resources.en ?? {});
  const reference = i18next.createInstance();
  await reference.init({
    lng,
    fallbackLng: 'en',
    supportedLngs: supportedLngs ?? false,
    load: 'currentOnly',
    ns,
    defaultNS: ns[0],
    resources,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  const ours = new I18n();
  await ours.init({ lng, fallbackLng: 'en', supportedLngs, ns, defaultNS: ns[0], resources });
  return { reference, ours };
}

/** Every key path to a text or an object, and the plural keys' base (key for key_one). */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (!tree || typeof tree !== 'object') return [prefix];
  const keys = prefix ? [prefix] : [];
  for (const [k, v] of Object.entries(tree)) keys.push(...keysOf(v, prefix ? `${prefix}.${k}` : k));
  return keys.flatMap((k) => {
    const base = /_(zero|one|two|few|many|other)$/.exec(k) ? k.replace(/_[a-z]+$/, '') : undefined;
    return base ? [k, base] : [k];
  });
}

const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{\{-?\s*([^},]+?)\s*\}\}/g)].map((m) => m[1]) : [];

function casesFor(names: string[]): TOptions[] {
  const all = (value: unknown) => Object.fromEntries(names.map((n) => [n, value]));
  const cases: TOptions[] = [
    {},
    all('Ada'),
    all(undefined),
    all(42),
    all(null),
    all('$& {{name}} $1'),
    { defaultValue: 'Default {{name}}', ...all('Ada') },
    { returnObjects: true, ...all('Ada') },
  ];
  for (const count of [0, 1, 2, 5, 21]) cases.push({ count, ...all('Ada') }, { count });
  return cases;
}

/** useTranslation's t for every case; the instance's t (i18n.t with ns) for the first `direct` cases. */
function compare(reference: I18next, ours: I18n, ns: string, keys: string[], direct = 2): number {
  let checked = 0;
  const refT = reference.getFixedT(null, ns);
  const ourT = ours.getFixedT(ns);
  for (const key of keys) {
    const names = [...new Set(LANGUAGES.flatMap((l) => placeholders(reference.t(key, { ns, lng: l }))))];
    casesFor(names).forEach((options, i) => {
      const label = `${ours.language} ${ns}:${key} ${JSON.stringify(options)}`;
      expect(ourT(key, options), label).toEqual(refT(key, options));
      checked += 1;
      if (i >= direct) return;
      expect(ours.t(key, { ...options, ns }), label).toEqual(reference.t(key, { ...options, ns }));
      checked += 1;
    });
  }
  return checked;
}

describe('the console translations give what i18next gives', () => {
  it.each(LANGUAGES)(
    'every key of every namespace in %s, with values, counts and defaults',
    async (lng) => {
      const { reference, ours } = await pair(store, lng);
      let checked = 0;
      for (const ns of NAMESPACES) {
        const keys = [
          ...new Set([...keysOf(store.en[ns]), ...keysOf(store['de-DE'][ns]), 'no.such.key', 'Plain text?']),
        ];
        checked += compare(reference, ours, ns, keys);
      }
      console.log(`${lng}: ${checked} t() results compared`);
      expect(checked).toBeGreaterThan(10_000);
    },
    LONG,
  );

  it(
    'German with keys missing: English fills them in, as with i18next',
    async () => {
      const partial: Store = { en: store.en, 'de-DE': {} };
      for (const ns of NAMESPACES) {
        const keys = Object.keys(store['de-DE'][ns]);
        partial['de-DE'][ns] = Object.fromEntries(
          keys.filter((_, i) => i % 3 !== 0).map((k) => [k, store['de-DE'][ns][k]]),
        );
      }
      const { reference, ours } = await pair(partial, 'de-DE');
      let fellBack = 0;
      for (const ns of NAMESPACES) {
        const keys = keysOf(store.en[ns]);
        compare(reference, ours, ns, keys);
        fellBack += keys.filter((k) => ours.t(k, { ns }) === reference.t(k, { ns, lng: 'en' })).length;
      }
      expect(fellBack).toBeGreaterThan(500);
    },
    LONG,
  );

  it('a language outside the supported list is not a fallback', async () => {
    const { reference, ours } = await pair(store, 'de-DE', ['de-DE']);
    expect(ours.t('no.such.key')).toBe(reference.t('no.such.key'));
  });

  it(
    'generated texts, values and keys (fast-check, fixed seed)',
    async () => {
      const name = fc.constantFrom('a', 'b', 'count', 'ns', 'lng', 'x.y');
      const piece = fc.oneof(
        fc.constantFrom('{{', '}}', '{{-', '{', '}', ' ', '$', '$&', '.', 'ab', 'Ü'),
        name.map((n) => `{{${n}}}`),
        name.map((n) => `{{ ${n} }}`),
        name.map((n) => `{{- ${n}}}`),
      );
      const text = fc.array(piece, { maxLength: 8 }).map((p) => p.join(''));
      const value = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -2, max: 30 }), text);
      const segment = fc.constantFrom('k', 'm', 'k.m', 'n_one', 'n_other', 'n_zero', 'n');
      const tree = fc.dictionary(segment, fc.oneof(text, fc.dictionary(segment, text, { maxKeys: 3 })), { maxKeys: 5 });
      const key = fc.array(fc.constantFrom('k', 'm', 'n'), { minLength: 1, maxLength: 3 }).map((p) => p.join('.'));
      const options = fc.record(
        { a: value, b: value, x: fc.record({ y: value }), count: fc.constantFrom(0, 1, 2, 5, 21), defaultValue: text },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(tree, tree, fc.constantFrom(...LANGUAGES), key, options, async (en, de, lng, k, o) => {
          const { reference, ours } = await pair({ en: { g: en }, 'de-DE': { g: de } }, lng);
          expect(ours.getFixedT('g')(k, o)).toEqual(reference.getFixedT(null, 'g')(k, o));
          expect(ours.t(k, o)).toEqual(reference.t(k, o));
        }),
        { seed: 18, numRuns: 600 },
      );
    },
    LONG,
  );
});
