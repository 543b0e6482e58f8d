import type { FastifyInstance } from 'fastify';
import type { MemberRole } from '@pawrx/contracts/pet-access';
import { bearer, registerUser } from './test-app';

// Shared care in tests: people with accounts and the invite-then-accept that makes a member.

export interface Person {
  token: string;
  userId: string;
  email: string;
  name: string;
}

export async function person(app: FastifyInstance, name: string, extra = {}): Promise<Person> {
  const registered = await registerUser(app, { name, ...extra });
  return { ...registered, name };
}

export async function call(
  app: FastifyInstance,
  who: Person | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  /** A multipart upload's content type, with its payload as a Buffer. */
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    payload,
    headers: { ...headers, ...(who ? bearer(who.token) : {}) },
  });
}

/** Invites `member` as `role` and accepts as them; returns the membership's id. */
export async function share(
  app: FastifyInstance,
  owner: Person,
  petId: string,
  member: Person,
  role: MemberRole,
  expiresAt?: string,
): Promise<string> {
  const invited = await call(app, owner, 'POST', `/api/pets/${petId}/members`, {
    email: member.email,
    role,
    ...(expiresAt ? { expiresAt } : {}),
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
  const id = (invited.json() as { data: { _id: string } }).data._id;
  const accepted = await call(app, member, 'POST', `/api/invitations/${id}/accept`);
  if (accepted.statusCode !== 200)
    throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  return id;
}

/** POSTs as `who` and returns the created record's `_id` (or `id`), failing loudly otherwise. */
export async function created(
  app: FastifyInstance,
  who: Person,
  url: string,
  payload: object,
): Promise<string> {
  const res = await call(app, who, 'POST', url, payload);
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  const data = (res.json() as { data: { _id?: string; id?: string } }).data;
  return (data._id ?? data.id)!;
}
