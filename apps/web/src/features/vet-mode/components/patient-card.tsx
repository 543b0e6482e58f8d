import { Link } from 'react-router';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import type { VetPatient } from '@pawrx/contracts/vet-patients';
import { accessEndForPet } from '@pawrx/contracts/date-format';
import { useViewerZone } from '../../../lib/viewer-zone';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDownloadReport } from '../../../lib/download-report';
import { PetAvatar } from '../../../components/ui/pet-avatar';
import { ageText, capitalise, speciesAndBreed, weightText } from '../../../lib/pet-display';
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

/** 'Female, neutered', 'Male, not neutered'; 'Sex unknown, neutered'. */
const sexLine = (p: VetPatient) =>
  `${p.sex === 'unknown' ? 'Sex unknown' : capitalise(p.sex)}, ${p.neutered ? 'neutered' : 'not neutered'}`;

/** Species, age, sex and weight: what a vet reads before anything else (issue 24 item 9). */
function PatientFacts({ patient: p }: { patient: VetPatient }) {
  const facts = [
    ['Species', speciesAndBreed(p)],
    ['Age', ageText(p)],
    ['Sex', sexLine(p)],
    ['Weight', weightText(p)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The owner's name with the ways to reach them: email, and phone when they gave one. */
function OwnerContact({ patient: p }: { patient: VetPatient }) {
  const link = 'font-medium break-all text-brand-700 underline-offset-2 hover:underline';
  return (
    <p className="text-sm text-slate-600">
      Owner: {p.ownerName} ·{' '}
      <a className={link} href={`mailto:${p.ownerEmail}`}>
        {p.ownerEmail}
      </a>
      {p.ownerPhone && (
        <>
          {' · '}
          <a className={link} href={`tel:${p.ownerPhone.replace(/[^\d+]/g, '')}`}>
            {p.ownerPhone}
          </a>
        </>
      )}
    </p>
  );
}

/** One patient: facts, owner contact, allergies, conditions, medications, findings; profile and PDF report. */
export function PatientCard({ patient: p }: { patient: VetPatient }) {
  const report = useDownloadReport();
  const zone = useViewerZone();
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
          <OwnerContact patient={p} />
          {p.expiresAt && (
            <p className="text-sm text-slate-600">
              Access{' '}
              {accessEndForPet(p.expiresAt, {
                viewerZone: zone,
                ownerZone: p.ownerTimeZone,
                petName: p.name,
              })}
            </p>
          )}
        </div>
      </header>
      <PatientFacts patient={p} />
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
