import { lazy, type ComponentType } from 'react';

/** A page loaded on first render as its own chunk (pages use named exports). */
export const lazyPage = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));
