/**
 * A module loaded when first needed and kept (issue 18: parts of the shell that are not needed for its first paint).
 * Unlike React.lazy it needs no Suspense boundary: the caller shows what it showed before until the module arrives.
 * A failed load is forgotten, so the next component that needs the module asks again.
 */
import { useEffect, useState } from 'react';

export interface OnDemand<T> {
  loaded?: T;
  load(): Promise<T>;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined;
  const module: OnDemand<T> = {
    load: () =>
      (pending ??= importer().then(
        (value) => (module.loaded = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
  return module;
}

/** The module once it has arrived, loading it while `needed`; undefined before. */
export function useOnDemand<T>(module: OnDemand<T>, needed = true): T | undefined {
  const [value, setValue] = useState(() => module.loaded);
  useEffect(() => {
    if (!needed || value) return;
    let active = true;
    module.load().then(
      (loaded) => active && setValue(() => loaded),
      (error: unknown) => console.error(error),
    );
    return () => {
      active = false;
    };
  }, [module, needed, value]);
  return needed ? (value ?? module.loaded) : undefined;
}
