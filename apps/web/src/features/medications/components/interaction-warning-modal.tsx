import { confirmLabelFor, VERDICT_COPY } from '@pawrx/contracts/interactions';
import { Button } from '../../../components/ui/button';
import type { HeldMedication } from '../hooks/use-medication-save-flow';
import { Modal } from './modal';

type InteractionWarningModalProps = {
  held: HeldMedication;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

const RISK_CLASSES: Record<string, string> = {
  Critical: 'bg-red-800 text-white',
  High: 'bg-red-100 text-red-800',
  Medium: 'bg-orange-100 text-orange-800',
  Low: 'bg-yellow-100 text-yellow-800',
};

/** Spec §4: what the pre-check found, with Cancel and the verdict's confirm label. */
export function InteractionWarningModal({
  held,
  saving,
  onCancel,
  onConfirm,
}: InteractionWarningModalProps) {
  const { verdict, findings } = held;
  const copy = VERDICT_COPY[verdict];
  const dangerous = verdict === 'dangerous';
  return (
    <Modal title="Drug Interaction Warning" onClose={onCancel} tone="danger" size="lg">
      <div className="space-y-4">
        <div
          role="alert"
          className={`rounded-lg border p-4 ${dangerous ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
        >
          <p className="font-bold">{copy.title}</p>
          <p className="text-sm">{copy.message}</p>
        </div>
        <p className="text-sm text-slate-700">
          Adding <strong>{held.values.name}</strong> to this pet’s current medications raised these
          findings:
        </p>
        {findings.toxicMedications.length > 0 && (
          <section aria-label="Toxic for this species">
            <h3 className="mb-2 font-semibold text-red-800">Toxic for this species</h3>
            <ul className="space-y-2">
              {findings.toxicMedications.map((t, index) => (
                <li
                  key={`${index}-${t.medication}`}
                  className="rounded-lg border border-red-200 p-3 text-sm"
                >
                  <p className="font-semibold text-slate-900">{t.medication}</p>
                  <p className="text-slate-700">{t.reason}</p>
                  <p className="text-slate-600">
                    <span className="font-medium">Recommendation:</span> {t.recommendation}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {findings.drugInteractions.length > 0 && (
          <section aria-label="Drug interactions">
            <h3 className="mb-2 font-semibold text-slate-900">
              Drug interactions ({findings.drugInteractions.length})
            </h3>
            <ul className="space-y-2">
              {findings.drugInteractions.map((i) => (
                <li
                  key={`${i.medication1}|${i.medication2}|${i.description}`}
                  className="rounded-lg border border-slate-200 p-3 text-sm"
                >
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    {i.medication1} + {i.medication2}
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs ${RISK_CLASSES[i.riskLevel] ?? ''}`}
                    >
                      {i.riskLevel}
                    </span>
                  </p>
                  <p className="text-slate-700">{i.description}</p>
                  <p className="text-slate-600">
                    <span className="font-medium">Recommendation:</span> {i.recommendation}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={saving}
            aria-busy={saving || undefined}
            className={`rounded-lg px-4 py-2.5 font-semibold text-white disabled:opacity-60 ${dangerous ? 'bg-red-600 hover:bg-red-700' : 'bg-amber-600 hover:bg-amber-700'}`}
          >
            {confirmLabelFor(verdict)}
          </button>
        </div>
      </div>
    </Modal>
  );
}
