import type { LoginBody } from '@pawrx/contracts/auth';

export type LoginErrors = Partial<Record<keyof LoginBody, string>>;

/**
 * The login form's checks: the contracts' own login schema, loaded when the user submits. The
 * login page has a 90 KB JavaScript budget (apps/web/scripts/measure-initial-js.mjs) that zod and
 * react-hook-form would break, so this form alone does not use zodResolver; the rules, messages
 * and error style are the same as every other form's. If the schema chunk cannot load, the
 * values go to the server as typed and it answers with the same messages.
 */
export async function validateLogin(
  values: LoginBody,
): Promise<{ body: LoginBody; errors?: undefined } | { body?: undefined; errors: LoginErrors }> {
  let schema: typeof import('@pawrx/contracts/auth').loginBodySchema;
  try {
    schema = (await import('@pawrx/contracts/auth')).loginBodySchema;
  } catch {
    return { body: values };
  }
  const result = schema.safeParse(values);
  if (result.success) return { body: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginBody;
    errors[field] ??= issue.message;
  }
  return { errors };
}
