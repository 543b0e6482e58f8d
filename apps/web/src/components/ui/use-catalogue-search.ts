import { useEffect, useState } from 'react';

// The catalogue and its search load on demand, as their own chunk: only pages with a medication
// autocomplete pay for them, and only once the user reaches the field.

export type CatalogueSearchModule = typeof import('@pawrx/formulary/catalogue/search');

let loaded: CatalogueSearchModule | null = null;
let loading: Promise<CatalogueSearchModule> | null = null;

/** Starts (or joins) the one download of the catalogue chunk. A failure can be retried. */
export function loadCatalogueSearch(): Promise<CatalogueSearchModule> {
  loading ??= import('@pawrx/formulary/catalogue/search').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The search module once `enabled` has been true and the chunk has arrived; null before. */
export function useCatalogueSearch(enabled: boolean): CatalogueSearchModule | null {
  const [module, setModule] = useState<CatalogueSearchModule | null>(loaded);
  useEffect(() => {
    if (!enabled || module) return;
    let live = true;
    loadCatalogueSearch().then(
      (m) => live && setModule(m),
      (error: unknown) => console.error('Could not load the medication catalogue', error),
    );
    return () => {
      live = false;
    };
  }, [enabled, module]);
  return module;
}
