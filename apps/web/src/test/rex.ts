import type { DashboardAppointment } from '@pawrx/contracts/appointments';
import type { Pet } from '@pawrx/contracts/pets';
import { makeAppointment, makePet } from './factories';

// "Rex" (id p1): the pet of the analytics and shared-care tests, built on the shared factories.

export const makeRex = (overrides: Partial<Pet> = {}): Pet =>
  makePet({ _id: 'p1', name: 'Rex', neutered: false, ...overrides });

export const makeRexAppointment = (
  overrides: Partial<DashboardAppointment> = {},
): DashboardAppointment =>
  makeAppointment({ _id: 'a1', petId: 'p1', petName: 'Rex', ...overrides });
