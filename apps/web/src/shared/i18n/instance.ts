/**
 * The console's translations: a store of namespace files per language, the current language with English behind it,
 * namespaces loaded when first needed (each language of the chain) and a languageChanged event. It does what the
 * console used of i18next (82 KB of source, 15.6 KB gzip with react-i18next before every first paint; issue 18).
 */
import { translate, type Resource, type Store, type TOptions } from './translate';

export type { Resource, TOptions };

/** Reads one namespace file; rejects with `retry` true when trying again may help (a server or network failure). */
export type LoadNamespace = (lng: string, ns: string) => Promise<Resource>;

export interface InitOptions {
  lng: string;
  /** The language that fills in keys the current one lacks. */
  fallbackLng?: string;
  /** When given, languages outside it are not loaded (nor used as fallback). */
  supportedLngs?: string[];
  ns?: string[];
  defaultNS?: string;
  /** Files given up front (tests); without `load` every namespace counts as loaded. */
  resources?: Store;
  load?: LoadNamespace;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

type Listener = (lng: string) => void;

// As i18next: a failed read that may succeed is tried again 5 times, after 350 ms, then twice as long each time.
const RETRIES = 5;
const FIRST_WAIT_MS = 350;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class I18n {
  language = '';
  /** The current language, then the fallback. */
  languages: string[] = [];
  isInitialized = false;
  private options: InitOptions = { lng: '' };
  private store: Store = {};
  private namespaces = new Set<string>();
  /** `lng|ns` -> its load, settled or not. */
  private loads = new Map<string, Promise<void>>();
  private settled = new Set<string>();
  private listeners = new Set<Listener>();
  private changingTo?: string;

  get defaultNS(): string {
    return this.options.defaultNS ?? 'translation';
  }

  init(options: InitOptions): Promise<void> {
    this.options = options;
    for (const [lng, files] of Object.entries(options.resources ?? {}))
      for (const [ns, data] of Object.entries(files)) this.addResourceBundle(lng, ns, data);
    this.namespaces = new Set(options.ns ?? [this.defaultNS]);
    this.loads.clear();
    this.settled.clear();
    this.setLanguage(options.lng);
    this.isInitialized = true;
    return this.loadAll(this.languages);
  }

  createInstance(): I18n {
    return new I18n();
  }

  /** The chain a language reads from: itself, then the fallback (only supported ones). */
  private chain(lng: string): string[] {
    const { fallbackLng, supportedLngs } = this.options;
    const all = fallbackLng && fallbackLng !== lng ? [lng, fallbackLng] : [lng];
    return supportedLngs ? all.filter((l) => supportedLngs.includes(l)) : all;
  }

  private setLanguage(lng: string): void {
    this.language = lng;
    this.languages = this.chain(lng);
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener);
  }

  addResourceBundle(lng: string, ns: string, data: Resource): void {
    const files = (this.store[lng] ??= {});
    files[ns] = { ...files[ns], ...data };
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return !!this.store[lng]?.[ns];
  }

  private loadOne(lng: string, ns: string): Promise<void> {
    const id = `${lng}|${ns}`;
    const load = this.options.load;
    let pending = this.loads.get(id);
    if (!pending) {
      pending = (async () => {
        for (let tried = 0; load; tried += 1) {
          try {
            this.addResourceBundle(lng, ns, await load(lng, ns));
            break;
          } catch (err) {
            if (!(err as { retry?: boolean }).retry || tried >= RETRIES) break;
            await wait(FIRST_WAIT_MS * 2 ** tried);
          }
        }
        this.settled.add(id);
      })();
      this.loads.set(id, pending);
    }
    return pending;
  }

  /** Every known namespace in the given languages; never rejects (a file that failed stays missing). */
  private async loadAll(languages: string[], namespaces = [...this.namespaces]): Promise<void> {
    if (!this.options.load) return;
    await Promise.all(languages.flatMap((lng) => namespaces.map((ns) => this.loadOne(lng, ns))));
  }

  loadNamespaces(ns: string | string[]): Promise<void> {
    const list = typeof ns === 'string' ? [ns] : ns;
    for (const n of list) this.namespaces.add(n);
    return this.loadAll(this.languages, list);
  }

  /** The namespace can be shown: its file for the current language is here, or it and the fallback's were tried. */
  hasLoadedNamespace(ns: string): boolean {
    if (!this.isInitialized || !this.languages.length) return false;
    if (this.hasResourceBundle(this.language, ns) || !this.options.load || this.options.resources) return true;
    const last = this.languages[this.languages.length - 1];
    return this.settled.has(`${this.language}|${ns}`) && this.settled.has(`${last}|${ns}`);
  }

  /** Loads what the known namespaces need in `lng`, then switches and tells listeners (the last call wins). */
  async changeLanguage(lng: string): Promise<void> {
    this.changingTo = lng;
    await this.loadAll(this.chain(lng));
    if (this.changingTo !== lng) return;
    this.changingTo = undefined;
    this.setLanguage(lng);
    for (const listener of [...this.listeners]) listener(lng);
  }

  t: TFunction = ((key: string, options: TOptions = {}) => {
    if (key == null) return '';
    return translate(this.store, this.languages, this.language, String(key), options.ns ?? this.defaultNS, options);
  }) as TFunction;

  /** t for one namespace (what useTranslation gives), passing the same options i18next's getFixedT adds. */
  getFixedT(ns: string): TFunction {
    return ((key: string, options?: TOptions) =>
      this.t(key, { ...options, lng: options?.lng, lngs: options?.lngs ?? null, ns: options?.ns || ns })) as TFunction;
  }
}
