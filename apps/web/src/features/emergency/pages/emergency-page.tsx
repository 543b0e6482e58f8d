import { formatDateTimeInZone } from '@pawrx/contracts/date-format';
import { browserTimeZone } from '../../../lib/time-zones';
import { useParams } from 'react-router';
import { EMERGENCY_MESSAGES } from '@pawrx/contracts/emergency-links';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useEmergencyView } from '../../../lib/queries/vet-queries';
import { EmergencyRecord } from '../components/emergency-record';

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
    </div>
  );
}

function EmergencyContent({ token }: { token: string }) {
  const view = useEmergencyView(token);
  if (view.isPending) return <Spinner label="Loading emergency information…" className="py-16" />;
  if (view.isError) {
    const status = view.error instanceof ApiError ? view.error.status : 0;
    if (status === 410)
      return (
        <Problem title={EMERGENCY_MESSAGES.expired} text="Ask the pet's owner for a new one." />
      );
    if (status === 404)
      return (
        <Problem
          title="Link not found"
          text={`${EMERGENCY_MESSAGES.notFound}: it was revoked, or the address is incomplete.`}
        />
      );
    return <Problem title="Could not load" text="Please try again in a moment." />;
  }
  return (
    <>
      <EmergencyRecord view={view.data} />
      <p className="mt-4 text-sm text-slate-600 print:text-black">
        Shared by the owner through PawRx; this link works until{' '}
        {formatDateTimeInZone(view.data.expiresAt, browserTimeZone() ?? view.data.timeZone)}.
      </p>
    </>
  );
}

/**
 * /emergency/:token: the public page of an emergency link, for a vet on a phone at 2 a.m. or on
 * paper. No sign-in; the token in the address is the permission. Prints without the button, black
 * on white, on A4 or Letter (styles.css sets the page margin).
 */
export function EmergencyPage() {
  const { token = '' } = useParams();
  return (
    <div className="min-h-screen bg-slate-50 print:bg-white">
      <main className="mx-auto max-w-2xl px-4 py-6 print:max-w-none print:p-0">
        <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <BrandLogo />
          <div className="flex items-center gap-3">
            <p className="rounded-full bg-red-600 px-3 py-1 text-sm font-bold text-white print:border print:border-black print:bg-white print:text-black">
              Emergency information
            </p>
            <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
              Print
            </Button>
          </div>
        </header>
        <EmergencyContent token={token} />
      </main>
    </div>
  );
}
