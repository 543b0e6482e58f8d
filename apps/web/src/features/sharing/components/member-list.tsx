import { MEMBER_STATUS_LABELS, type Member, type MemberStatus } from '@pawrx/contracts/members';
import { PET_ROLE_LABELS } from '@pawrx/contracts/pet-access';
import { ActionButton } from '../../../components/ui/action-button';
import { accessEndIn } from '@pawrx/contracts/date-format';
import { useViewerZone } from '../../../lib/viewer-zone';

const STATUS_TONE: Record<MemberStatus, string> = {
  active: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-800',
  declined: 'bg-slate-200 text-slate-700',
  expired: 'bg-slate-200 text-slate-700',
};

type Props = { members: Member[]; onRemove: (member: Member) => void };

/** Who has access (or was invited): role, status, expiry, and Remove. */
export function MemberList({ members, onRemove }: Props) {
  // The owner reads this list: their zone is the pet's, so "through Dec 4" is its last day.
  const zone = useViewerZone();
  if (members.length === 0)
    return <p className="text-sm text-slate-600">Only you can see this pet.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="People with access">
      {members.map((m) => {
        const who = m.name ?? m.email;
        return (
          <li key={m._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">
                {who}{' '}
                <span
                  className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[m.status]}`}
                >
                  {MEMBER_STATUS_LABELS[m.status]}
                </span>
              </p>
              <p className="text-sm text-slate-600">
                {PET_ROLE_LABELS[m.role]}
                {m.name && ` · ${m.email}`}
                {' · '}
                {m.expiresAt ? accessEndIn(m.expiresAt, zone) : 'no end date'}
              </p>
            </div>
            <ActionButton tone="red" onClick={() => onRemove(m)} aria-label={`Remove ${who}`}>
              {m.status === 'pending' ? 'Withdraw' : 'Remove'}
            </ActionButton>
          </li>
        );
      })}
    </ul>
  );
}
