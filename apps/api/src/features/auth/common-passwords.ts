import { VALIDATION_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';

// Passwords that guessing tools try first (issue 11 item 7; NIST SP 800-63B 5.1.1.2 asks that a
// new password be checked against such a list). The list is zxcvbn-ts's "passwords-common":
// 49,233 passwords ranked by how often they appear in public breach corpora, all lower case.
// It is loaded on the first check, not at start-up, and compared case-insensitively so that
// "Password123" counts as "password123".

let common: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'] as string[]),
  );
  return common;
}

async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.trim().toLowerCase());
}

/** Throws a 400 naming the password field when the password is on the list. */
export async function assertUncommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) {
    const message = VALIDATION_MESSAGES.passwordTooCommon;
    throw AppError.badRequest(message, [{ path: 'password', message }]);
  }
}
