import { useState } from 'react';
import { EMERGENCY_MESSAGES, type EmergencyLink } from '@pawrx/contracts/emergency-links';
import { ActionButton } from '../../../components/ui/action-button';
import { QrCode } from '../../../components/ui/qr-code';
import { copyText } from '../../../lib/clipboard';
import { toast } from '../../../lib/toast';
import { formatDateTime } from '../utils/format';

const STATUS = {
  active: 'bg-green-100 text-green-800',
  expired: 'bg-slate-200 text-slate-700',
  revoked: 'bg-red-100 text-red-800',
} as const;

type Props = { link: EmergencyLink; petName: string; open: boolean; onRevoke: () => void };

/** One link: status, expiry, views; while active its URL, QR code, Copy and Revoke. */
export function EmergencyLinkItem({ link, petName, open, onRevoke }: Props) {
  // `open` (the link just created) may arrive after the item mounts: follow it until toggled.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const showQr = toggled ?? open;
  const onCopy = async () => {
    if (link.url && (await copyText(link.url))) toast.success(EMERGENCY_MESSAGES.copied);
    else toast.error(EMERGENCY_MESSAGES.copyFailed);
  };
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          <span
            className={`mr-2 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[link.status]}`}
          >
            {link.status === 'active'
              ? 'Active'
              : link.status === 'expired'
                ? 'Expired'
                : 'Revoked'}
          </span>
          {link.status === 'revoked' && link.revokedAt
            ? `revoked ${formatDateTime(link.revokedAt)}`
            : `${link.status === 'active' ? 'expires' : 'expired'} ${formatDateTime(link.expiresAt)}`}
          {` · ${link.viewCount} view${link.viewCount === 1 ? '' : 's'}`}
        </p>
        {link.url && (
          <div className="flex gap-2">
            <ActionButton onClick={() => setToggled(!showQr)} aria-expanded={showQr}>
              {showQr ? 'Hide QR code' : 'QR code'}
            </ActionButton>
            <ActionButton onClick={() => void onCopy()}>Copy link</ActionButton>
            <ActionButton tone="red" onClick={onRevoke}>
              Revoke
            </ActionButton>
          </div>
        )}
      </div>
      {link.url && showQr && (
        <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center">
          <QrCode value={link.url} label={`QR code of ${petName}'s emergency link`} />
          <input
            readOnly
            aria-label="Emergency link"
            value={link.url}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs sm:flex-1"
          />
        </div>
      )}
      {link.views.length > 0 && (
        <details className="text-sm text-slate-600">
          <summary className="cursor-pointer font-medium text-slate-700">Views</summary>
          <ul className="mt-1 space-y-0.5">
            {link.views.map((v) => (
              <li key={`${v.at}-${v.ip}`}>
                {formatDateTime(v.at)} from <span className="font-mono">{v.ip}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
