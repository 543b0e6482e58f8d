import type { Medication } from '@pawrx/contracts/medications';
import type { PetSummary } from '@pawrx/contracts/pets';
import type { Reaction } from '@pawrx/contracts/reactions';
import { fakeApi, type FakeHandler, type FakeReply } from '../../../test/fake-api';
import { makePet, ok } from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The medications page's harness: signed in, with pet-1's lists answered. Data comes from the
// shared factories (src/test/factories.ts).

type Setup = {
  pets?: PetSummary[];
  current?: Medication[];
  history?: Medication[];
  reactions?: Reaction[];
  routes?: Record<string, FakeHandler | FakeReply>;
};

/** Signed in, on /medications (optionally `?pet=`), with the pet's lists answered. */
export function renderMedications(path: string, setup: Setup = {}) {
  storeToken();
  const net = fakeApi({
    'GET /api/auth/me': meReply(),
    'GET /api/pets': ok(setup.pets ?? [makePet()]),
    'GET /api/pets/pet-1/medications': ok({
      current: setup.current ?? [],
      history: setup.history ?? [],
    }),
    'GET /api/pets/pet-1/reactions': ok(setup.reactions ?? []),
    ...setup.routes,
  });
  return { ...renderApp(path), net };
}
