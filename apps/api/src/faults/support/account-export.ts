import { strFromU8, unzipSync } from 'fflate';
import { expect } from 'vitest';
import { ACCOUNT_EXPORT_JSON } from '@pawrx/contracts/account';

/**
 * The account's export as its owner downloads it from a running server, less the moment it was
 * made: two of these are equal when the server holds the same records for the account.
 */
export async function exportOf(base: string, token: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}/api/account/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const { exportedAt, ...rest } = JSON.parse(strFromU8(files[ACCOUNT_EXPORT_JSON]!)) as Record<
    string,
    unknown
  >;
  expect(typeof exportedAt).toBe('string');
  return rest;
}
