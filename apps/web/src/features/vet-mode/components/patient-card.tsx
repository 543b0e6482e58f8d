import { Link } from 'react-router';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import type { VetPatient } from '@pawrx/contracts/vet-patients';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDownloadReport } from '../../../lib/download-report';
import { PetAvatar } from '../../../components/ui/pet-avatar';
import { PatientFindings } from './patient-findings';

function Chips({ label, items, tone }: { label: string; items: string[]; tone: string }) {
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</h4>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">None recorded</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {items.map((item) => (
            <li key={item} className={`rounded-full px-2.5 py-0.5 text-sm ${tone}`}>
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One patient: owner, allergies, conditions, medications, findings; profile and PDF report. */
export function PatientCard({ patient: p }: { patient: VetPatient }) {
  const report = useDownloadReport();
  const onReport = async () => {
    try {
      await report.mutateAsync({ petId: p.petId, petName: p.name });
      toast.success(PET_MESSAGES.reportDownloaded);
    } catch (error) {
      toast.error(error instanceof ApiError ? PET_MESSAGES.reportFailed : PET_MESSAGES.reportError);
    }
  };
  return (
    <article
      aria-labelledby={`patient-${p.petId}`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex items-center gap-4">
        <PetAvatar name={p.name} species={p.species} photo={p.photo} />
        <div className="min-w-0">
          <h2 id={`patient-${p.petId}`} className="truncate text-lg font-semibold text-slate-900">
            {p.name}
          </h2>
          <p className="text-sm text-slate-600">
            Owner: {p.ownerName}
            {p.expiresAt && ` · access until ${new Date(p.expiresAt).toLocaleDateString()}`}
          </p>
        </div>
      </header>
      <div className="grid gap-3 sm:grid-cols-2">
        <Chips label="Allergies" items={p.allergies} tone="bg-red-50 text-red-800" />
        <Chips label="Conditions" items={p.conditions} tone="bg-amber-50 text-amber-800" />
      </div>
      <div>
        <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Current medications
        </h4>
        {p.medications.length === 0 ? (
          <p className="text-sm text-slate-500">None</p>
        ) : (
          <ul className="mt-1 space-y-0.5 text-sm text-slate-800">
            {p.medications.map((m) => (
              <li key={m._id}>
                <span className="font-medium">{m.name}</span>
                {[m.dosage, m.frequency].filter(Boolean).length > 0 &&
                  ` · ${[m.dosage, m.frequency].filter(Boolean).join(' · ')}`}
                {m.status === 'paused' && ' (paused)'}
              </li>
            ))}
          </ul>
        )}
      </div>
      <PatientFindings findings={p.findings} />
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/pet/${p.petId}`}
          className="inline-flex items-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Open record
        </Link>
        <Button
          variant="secondary"
          onClick={() => void onReport()}
          busy={report.isPending}
          busyLabel="Downloading…"
        >
          PDF report
        </Button>
      </div>
    </article>
  );
}
