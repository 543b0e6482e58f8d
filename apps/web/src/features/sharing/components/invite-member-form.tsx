import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  MEMBER_MESSAGES,
  memberInviteBodySchema,
  type MemberInvite,
} from '@pawrx/contracts/members';
import { MEMBER_ROLES, MEMBER_ROLE_HINTS, PET_ROLE_LABELS } from '@pawrx/contracts/pet-access';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-errors';
import { todayDateOnly } from '../../../lib/date-only';
import { toast } from '../../../lib/toast';
import { useInviteMember } from '../api/members';
import { submitHandler } from '../../../lib/submit-handler';

type FormInput = z.input<typeof memberInviteBodySchema>;
const FIELDS = ['email', 'role', 'expiresAt'] as const;
const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: PET_ROLE_LABELS[role] }));

/** Invite by email as co-owner, caregiver or vet, optionally until a day (the contract's schema). */
export function InviteMemberForm({ petId }: { petId: string }) {
  const invite = useInviteMember(petId);
  const form = useForm<FormInput, unknown, MemberInvite>({
    resolver: zodResolver(memberInviteBodySchema),
    defaultValues: { email: '', role: 'caregiver', expiresAt: '' },
  });
  const { register, handleSubmit, setError, reset, control, formState } = form;
  const role = useWatch({ control, name: 'role' });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      toast.success(MEMBER_MESSAGES.invited);
      reset();
    } catch (error) {
      // The server names the field (yourself, an end in the past): show it there too.
      if (error instanceof ApiError)
        for (const issue of error.issues)
          if ((FIELDS as readonly string[]).includes(issue.path))
            setError(issue.path as (typeof FIELDS)[number], { message: issue.message });
      toast.error(errorMessage(error, MEMBER_MESSAGES.inviteError));
    }
  });

  return (
    <form
      onSubmit={submitHandler(onSubmit)}
      noValidate
      aria-label="Invite someone"
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        className="sm:col-span-2"
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField
        label="Role"
        options={ROLE_OPTIONS}
        hint={MEMBER_ROLE_HINTS[role as keyof typeof MEMBER_ROLE_HINTS]}
        error={errors.role?.message}
        {...register('role')}
      />
      <TextField
        label="Access ends (optional)"
        type="date"
        min={todayDateOnly()}
        hint="Through the end of that day; leave empty to share until you remove it."
        error={errors.expiresAt?.message}
        {...register('expiresAt')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" busy={invite.isPending} busyLabel="Sending…">
          Send invitation
        </Button>
      </div>
    </form>
  );
}
