import type { EmergencyLink } from '@pawrx/contracts/emergency-links';
import { ActionButton } from '../../../components/ui/action-button';
import { formatDateTime } from '../utils/format';
import { useViewerZone } from '../../../lib/viewer-zone';

const STATUS = {
  active: 'bg-green-100 text-green-800',
  expired: 'bg-slate-200 text-slate-700',
  revoked: 'bg-red-100 text-red-800',
} as const;
const STATUS_LABEL = { active: 'Active', expired: 'Expired', revoked: 'Revoked' } as const;

type Props = { link: EmergencyLink; onRevoke: () => void };

/**
 * One link, as metadata only (decision 034): its label, who made it, status, expiry and views;
 * Revoke while active. The URL was shown once, at creation, and is never listed.
 */
export function EmergencyLinkItem({ link, onRevoke }: Props) {
  const zone = useViewerZone();
  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          <span
            className={`mr-2 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[link.status]}`}
          >
            {STATUS_LABEL[link.status]}
          </span>
          <span className="font-mono" title="The start of the link's address">
            {link.label}…
          </span>
          {` by ${link.createdBy} · `}
          {link.status === 'revoked' && link.revokedAt
            ? `revoked ${formatDateTime(link.revokedAt, zone)}`
            : `${link.status === 'active' ? 'expires' : 'expired'} ${formatDateTime(link.expiresAt, zone)}`}
          {` · ${link.viewCount} view${link.viewCount === 1 ? '' : 's'}`}
        </p>
        {link.status === 'active' && (
          <ActionButton tone="red" onClick={onRevoke}>
            Revoke
          </ActionButton>
        )}
      </div>
      {link.views.length > 0 && (
        <details className="text-sm text-slate-600">
          <summary className="cursor-pointer font-medium text-slate-700">Views</summary>
          <ul className="mt-1 space-y-0.5">
            {link.views.map((v) => (
              <li key={`${v.at}-${v.ip}`}>
                {formatDateTime(v.at, zone)} from <span className="font-mono">{v.ip}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
