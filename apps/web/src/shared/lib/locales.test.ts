/** Every language file has every key of the English one, with the same placeholders (switching is real). */
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('../../../public/locales/*/*.json', { eager: true, import: 'default' });
const byNamespace = new Map<string, Record<string, Tree>>();
for (const [file, tree] of Object.entries(files)) {
  const [, ns, lng] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  byNamespace.set(ns, { ...byNamespace.get(ns), [lng]: tree });
}

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('translations', () => {
  it('has the shell namespaces in English and German', () => {
    expect([...byNamespace.keys()]).toEqual(
      expect.arrayContaining(['common', 'legal-terms', 'restriction', 'workbench']),
    );
  });

  it.each([...byNamespace.keys()])('%s: German has exactly the English keys and placeholders', (ns: string) => {
    const en = flatten(byNamespace.get(ns)!.en);
    const de = flatten(byNamespace.get(ns)!['de-DE']);
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(placeholders(de[key]), `${ns}:${key}`).toEqual(placeholders(en[key]));
      expect(de[key].trim().length, `${ns}:${key}`).toBeGreaterThan(0);
    }
  });
});
