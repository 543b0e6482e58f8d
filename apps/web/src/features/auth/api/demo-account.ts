import type { LoginBody } from '@pawrx/contracts/auth';

/**
 * The seeded demo credentials (spec §1), loaded on demand: they live in the contracts' auth module
 * next to its zod schemas, and zod must stay out of the login page's initial JavaScript.
 */
export const loadDemoAccount = (): Promise<LoginBody> =>
  import('@pawrx/contracts/auth').then((module) => ({ ...module.DEMO_ACCOUNT }));
