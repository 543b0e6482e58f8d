import { useState, type BaseSyntheticEvent } from 'react';
import { LAB_MESSAGES, labPanelBodySchema } from '@pawrx/contracts/labs';
import { proposeLabResults } from '@pawrx/contracts/lab-text-parser';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { todayDateOnly } from '../../../lib/date-only';
import { saveChecked, type FieldErrors } from '../../../lib/save-checked';
import { submitHandler } from '../../../lib/submit-handler';
import { useAddLabPanel } from '../api/labs-api';

interface Row {
  test: string;
  value: string;
  unit: string;
  low: string;
  high: string;
}
const emptyRow = (): Row => ({ test: '', value: '', unit: '', low: '', high: '' });
const num = (s: string) => (s.trim() === '' ? undefined : Number(s.replace(',', '.')));
const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const rowsFrom = (proposed: ReturnType<typeof proposeLabResults>): Row[] =>
  proposed.length === 0
    ? [emptyRow()]
    : proposed.map((p) => ({
        test: p.test,
        value: String(p.value),
        unit: p.unit,
        low: text(p.low),
        high: text(p.high),
      }));
const prefillMessage = (count: number) =>
  count === 0
    ? 'No results found in that text: each line needs a test, a value and a unit.'
    : `${count} results filled in below: check each one before saving.`;

/**
 * Add a lab panel: rows of test, value, unit and the report's range. "Enter values from a
 * document" fills the rows from pasted report text; the owner checks them before saving.
 */
export function LabPanelForm({
  petId,
  onDone,
  initialText,
}: {
  petId: string;
  onDone: () => void;
  /** A document's text: the rows start filled from it (the owner still checks them). */
  initialText?: string;
}) {
  const [date, setDate] = useState(todayDateOnly());
  const [source, setSource] = useState('');
  const [rows, setRows] = useState<Row[]>(() =>
    initialText ? rowsFrom(proposeLabResults(initialText)) : [emptyRow()],
  );
  const [pasted, setPasted] = useState(initialText ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [prefillNote, setPrefillNote] = useState(() =>
    initialText ? prefillMessage(proposeLabResults(initialText).length) : '',
  );
  const save = useAddLabPanel(petId);

  const setCell = (i: number, key: keyof Row, value: string) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, [key]: value } : r)));

  const prefill = () => {
    const proposed = proposeLabResults(pasted);
    // Text with no results leaves the rows as they are.
    if (proposed.length > 0) setRows(rowsFrom(proposed));
    setPrefillNote(prefillMessage(proposed.length));
  };

  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault(); // the form is sent by the API call, never by the browser
    const body = {
      date,
      source: source || undefined,
      results: rows
        .filter((r) => r.test.trim() || r.value.trim())
        .map((r) => ({
          test: r.test,
          value: num(r.value) ?? Number.NaN,
          unit: r.unit,
          low: num(r.low),
          high: num(r.high),
        })),
    };
    await saveChecked(body, {
      schema: labPanelBodySchema,
      setErrors,
      save: save.mutateAsync,
      saved: LAB_MESSAGES.added,
      failed: 'Error saving lab results',
      onDone,
    });
  };

  return (
    <form
      aria-label="Add lab results"
      noValidate
      onSubmit={submitHandler(submit)}
      className="space-y-4 rounded-xl border border-slate-200 p-4"
    >
      <details className="rounded-lg bg-slate-50 p-3" open={Boolean(initialText)}>
        <summary className="cursor-pointer text-sm font-medium text-slate-800">
          Enter values from a document
        </summary>
        <div className="mt-3 space-y-2">
          <TextareaField
            label="Report text"
            hint="Paste the text of a lab report, e.g. “Creatinine 2.8 mg/dL 0.5-1.8”."
            rows={5}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
          />
          <Button variant="secondary" onClick={prefill}>
            Fill in the form
          </Button>
          {prefillNote && (
            <p role="status" className="text-sm text-slate-700">
              {prefillNote}
            </p>
          )}
        </div>
      </details>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={errors.date}
        />
        <TextField
          label="Laboratory or clinic (optional)"
          value={source}
          onChange={(e) => setSource(e.target.value)}
          error={errors.source}
        />
      </div>
      {errors.results && <p className="text-sm text-red-700">{errors.results}</p>}
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">Results</legend>
        {rows.map((row, i) => (
          <div key={i} className="grid grid-cols-2 gap-2 sm:grid-cols-6">
            <TextField
              label={`Test ${i + 1}`}
              className="col-span-2"
              value={row.test}
              onChange={(e) => setCell(i, 'test', e.target.value)}
              error={errors[`results.${i}.test`]}
            />
            <TextField
              label={`Value ${i + 1}`}
              inputMode="decimal"
              value={row.value}
              onChange={(e) => setCell(i, 'value', e.target.value)}
              error={errors[`results.${i}.value`]}
            />
            <TextField
              label={`Unit ${i + 1}`}
              value={row.unit}
              onChange={(e) => setCell(i, 'unit', e.target.value)}
              error={errors[`results.${i}.unit`]}
            />
            <TextField
              label={`Low ${i + 1}`}
              inputMode="decimal"
              value={row.low}
              onChange={(e) => setCell(i, 'low', e.target.value)}
              error={errors[`results.${i}.low`]}
            />
            <TextField
              label={`High ${i + 1}`}
              inputMode="decimal"
              value={row.high}
              onChange={(e) => setCell(i, 'high', e.target.value)}
              error={errors[`results.${i}.high`]}
            />
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setRows((all) => [...all, emptyRow()])}>
          Add a row
        </Button>
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          Save lab results
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
