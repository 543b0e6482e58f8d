import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MEMBER_MESSAGES, type Invitation } from '@pawrx/contracts/members';
import { PET_ROLE_LABELS } from '@pawrx/contracts/pet-access';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-errors';
import { useInvitations } from '../../../lib/queries/sharing-queries';
import { toast } from '../../../lib/toast';
import { useAnswerInvitation } from '../api/invitations';
import { accessEndForPet } from '@pawrx/contracts/date-format';
import { useViewerZone } from '../../../lib/viewer-zone';
import { authApi } from '../../../lib/auth-api';
import { useAuth } from '../../../lib/use-auth';

/** The dashboard's banner of invitations waiting for this account: Accept or Decline each. */
export function InvitationsPanel() {
  const invitations = useInvitations();
  const answer = useAnswerInvitation();
  const navigate = useNavigate();
  const zone = useViewerZone();
  const { replaceUser } = useAuth();
  // Just registered from an invitation's link: accepting opens the shared pet with a note of
  // what the role allows (issue 24 item 10). Signed-in members accepting stay here as before.
  const joining = (useLocation().state as { joining?: boolean } | null)?.joining === true;
  // Opened from the invitation email's link: its key answers for an address not yet verified.
  const [params] = useSearchParams();
  const keyFor = (id: string) =>
    params.get('invitation') === id ? (params.get('key') ?? undefined) : undefined;
  if (!invitations.data?.length) return null;

  const respond = (invitation: Invitation, accept: boolean, key = keyFor(invitation._id)) =>
    answer.mutate(
      { id: invitation._id, accept, key },
      {
        onSuccess: () => {
          toast.success(accept ? MEMBER_MESSAGES.accepted : MEMBER_MESSAGES.declined);
          // A right key also verified the address: the banner goes.
          if (key)
            void authApi.me().then(
              (reply) => replaceUser(reply.data),
              () => undefined,
            );
          if (accept && joining)
            void navigate(`/pet/${invitation.petId}`, { state: { joinedAs: invitation.role } });
        },
        onError: (error) => toast.error(errorMessage(error, MEMBER_MESSAGES.answerError)),
      },
    );

  return (
    <section
      aria-labelledby="invitations-title"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5"
    >
      <h2 id="invitations-title" className="text-lg font-semibold text-slate-900">
        Invitations
      </h2>
      <ul className="mt-2 divide-y divide-brand-100">
        {invitations.data.map((i) => (
          <li key={i._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <p className="text-slate-800">
              <strong>{i.ownerName}</strong> invited you to care for <strong>{i.petName}</strong> as{' '}
              {PET_ROLE_LABELS[i.role].toLowerCase()}
              {i.expiresAt &&
                ` ${accessEndForPet(i.expiresAt, { viewerZone: zone, ownerZone: i.ownerTimeZone, petName: i.petName })}`}
              .
            </p>
            <div className="flex gap-2">
              <Button
                className="px-3 py-1.5 text-sm"
                disabled={answer.isPending}
                onClick={() => respond(i, true)}
                aria-label={`Accept the invitation to care for ${i.petName}`}
              >
                Accept
              </Button>
              <Button
                variant="secondary"
                className="px-3 py-1.5 text-sm"
                disabled={answer.isPending}
                onClick={() => respond(i, false)}
                aria-label={`Decline the invitation to care for ${i.petName}`}
              >
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
