import { LABEL_SCAN_MESSAGES } from '@pawrx/contracts/label-scan';

/** Beside a field the scanned label filled in: the owner checks it against the label. */
export function FromLabelMark() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      {LABEL_SCAN_MESSAGES.marker}
    </span>
  );
}
