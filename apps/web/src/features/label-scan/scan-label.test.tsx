import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLabel } from '@pawrx/formulary/label/parse-label';
import { deferred, fakeApi } from '../../test/fake-api';
import { makeMedication, makePet, ok } from '../../test/factories';
import { meReply, storeToken } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { readLabel, type LabelScan, type ScanProgress } from './ocr/read-label';

// Scan label (issue 28) in the add-medication form and the Interaction Checker. The OCR (a web
// worker running WebAssembly, which jsdom has not) is replaced by the text it would read; the
// label parser and everything after it are the real code. The OCR itself is tested in Chromium
// (e2e/label-scan-accuracy.spec.ts, e2e/label-scan.spec.ts).

vi.mock('./ocr/read-label', () => ({ readLabel: vi.fn(), warmUp: vi.fn(async () => ({})) }));

const LABEL = `MAIN STREET PHARMACY
Rx# 4471203          Date: 03/12/2024
Pet: MAX (Canine)    Owner: John Smith
CARPROFEN 75MG CHEWABLE TABLETS
Give 1 tablet by mouth every 12 hours with food.
Qty: 60   Refills: 2
Prescriber: Dr. Sarah Patel, DVM`;

const readable = (text: string): LabelScan => ({
  readable: true,
  reading: parseLabel(text),
  text,
  confidence: 90,
  ms: 1200,
});

const photo = () => new File(['label'], 'label.jpg', { type: 'image/jpeg' });
const CREATE = 'POST /api/pets/pet-1/medications';

function openMedications() {
  storeToken();
  const net = fakeApi({
    'GET /api/auth/me': meReply(),
    'GET /api/pets': ok([makePet()]),
    'GET /api/pets/pet-1/medications': ok({ current: [], history: [] }),
    'GET /api/pets/pet-1/reactions': ok([]),
    [CREATE]: { status: 201, body: ok(makeMedication({ _id: 'new' })).body },
  });
  return { ...renderApp('/medications?pet=pet-1'), net };
}

async function openScan(view: ReturnType<typeof openMedications>) {
  await view.user.click(
    await screen.findByRole('button', { name: '+ Add Medication' }, { timeout: 15_000 }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Add Medication' });
  const scan = within(dialog).getByRole('button', { name: 'Scan label' });
  expect(scan).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(scan);
  expect(scan).toHaveAttribute('aria-expanded', 'true');
  return dialog;
}

afterEach(() => vi.mocked(readLabel).mockReset());

describe('Scan label in the add-medication form', () => {
  it('fills the form from the label, marks each field, and asks before saving a label for another animal', async () => {
    vi.mocked(readLabel).mockResolvedValue(readable(LABEL));
    const view = openMedications();
    const dialog = await openScan(view);
    expect(within(dialog).getByText(/read on this device and never leaves it/)).toBeVisible();

    await view.user.upload(within(dialog).getByLabelText('Photo of the pharmacy label'), photo());

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Filled in from the label');
    const field = (name: string | RegExp) => within(dialog).getByLabelText(name);
    expect(within(dialog).getByRole('combobox', { name: /Medication Name/ })).toHaveValue(
      'Carprofen',
    );
    expect(field('Dosage')).toHaveValue('75 mg (1 tablet)');
    expect(field('Frequency')).toHaveValue('Every 12 hours');
    expect(field('Route')).toHaveValue('oral');
    expect(field('Start Date')).toHaveValue('2024-03-12');
    expect(field('Prescribed By')).toHaveValue('Dr. Sarah Patel, Main Street Pharmacy');
    expect(field('Supply on hand')).toHaveValue(60);
    expect(field('Supply unit')).toHaveValue('tablets');
    expect(field('Amount per dose')).toHaveValue(1);
    expect(field('Dose time 1')).toHaveValue('08:00');
    expect(field('Dose time 2')).toHaveValue('20:00');
    expect(String((field('Instructions') as HTMLTextAreaElement).value)).toContain(
      'Give 1 tablet by mouth every 12 hours with food.',
    );
    // Each prefilled field says where its value came from, and is described by it.
    expect(field('Dosage')).toHaveAccessibleDescription('from label · check it');
    expect(within(dialog).getAllByText('from label · check it').length).toBeGreaterThanOrEqual(10);

    // Changing a field takes its mark away.
    await view.user.clear(field('Dosage'));
    await view.user.type(field('Dosage'), '50 mg');
    expect(field('Dosage')).not.toHaveAccessibleDescription('from label · check it');

    // The label is Max's, the pet is Milo: said at once, and asked again before saving.
    expect(within(dialog).getByRole('alert')).toHaveTextContent("This label is for 'Max'");
    await view.user.click(within(dialog).getByRole('button', { name: 'Add Medication' }));
    const confirm = await screen.findByRole('dialog', { name: "This label is for 'Max'" });
    expect(view.net.calls(CREATE)).toHaveLength(0);
    await view.user.click(within(confirm).getByRole('button', { name: 'Save for Milo' }));
    await waitFor(() => expect(view.net.calls(CREATE)).toHaveLength(1));
    expect(view.net.calls(CREATE)[0]!.body).toMatchObject({
      name: 'Carprofen',
      dosage: '50 mg',
      frequency: 'Every 12 hours',
      startDate: '2024-03-12',
      doseTimes: ['08:00', '20:00'],
      supplyQuantity: 60,
      supplyUnit: 'tablets',
      amountPerDose: 1,
    });
    expect(await screen.findByText('Medication added')).toBeInTheDocument();
  });

  it('saves without asking when the label names the pet', async () => {
    vi.mocked(readLabel).mockResolvedValue(readable(LABEL.replace('MAX', 'MILO')));
    const view = openMedications();
    const dialog = await openScan(view);
    await view.user.upload(within(dialog).getByLabelText('Photo of the pharmacy label'), photo());
    await within(dialog).findByRole('status');
    expect(within(dialog).queryByText(/This label is for/)).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Add Medication' }));
    await waitFor(() => expect(view.net.calls(CREATE)).toHaveLength(1));
  });

  it('shows a progress bar while reading', async () => {
    const done = deferred<LabelScan>();
    vi.mocked(readLabel).mockImplementation(
      async (_image: Blob, onProgress?: (p: ScanProgress) => void) => {
        onProgress?.({ stage: 'reading', fraction: 0.5 });
        return done.promise;
      },
    );
    const view = openMedications();
    const dialog = await openScan(view);
    await view.user.upload(within(dialog).getByLabelText('Photo of the pharmacy label'), photo());
    const bar = await within(dialog).findByRole('progressbar', { name: 'Reading the label…' });
    expect(bar).toHaveAttribute('aria-valuenow', '70');
    done.resolve(readable(LABEL));
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('says an unreadable photo could not be read and leaves the form as it was', async () => {
    vi.mocked(readLabel).mockResolvedValue({
      readable: false,
      text: '~ .',
      confidence: 12,
      ms: 900,
    });
    const view = openMedications();
    const dialog = await openScan(view);
    await view.user.type(within(dialog).getByLabelText('Dosage'), '5 mg');
    await view.user.upload(within(dialog).getByLabelText('Photo of the pharmacy label'), photo());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "We couldn't read this label. Nothing in the form was changed.",
    );
    expect(within(dialog).getByLabelText('Dosage')).toHaveValue('5 mg');
    expect(within(dialog).getByRole('combobox', { name: /Medication Name/ })).toHaveValue('');
    expect(within(dialog).queryByText('from label · check it')).not.toBeInTheDocument();
  });
});

describe('Scan label in the Interaction Checker', () => {
  it("fills the new medication's name, dosage and frequency", async () => {
    const text = LABEL.replace('every 12 hours', 'every other day');
    vi.mocked(readLabel).mockResolvedValue(readable(text));
    storeToken();
    fakeApi({
      'GET /api/auth/me': meReply(),
      'GET /api/pets': ok([makePet()]),
      'GET /api/pets/pet-1/medications': ok({ current: [makeMedication()], history: [] }),
    });
    const { user } = renderApp('/interactions?pet=pet-1');
    const scan = await screen.findByRole('button', { name: 'Scan label' }, { timeout: 15_000 });
    await user.click(scan);
    await user.upload(screen.getByLabelText('Photo of the pharmacy label'), photo());
    await screen.findByText(/Filled in from the label/);
    expect(screen.getByRole('combobox', { name: /Medication Name/ })).toHaveValue('Carprofen');
    expect(screen.getByLabelText('Dosage')).toHaveValue('75 mg (1 tablet)');
    // A frequency the list lacks is offered as read.
    expect(screen.getByLabelText('Frequency')).toHaveValue('Every other day');
    expect(screen.getByText("This label is for 'Max'")).toBeInTheDocument();
    expect(screen.getAllByText('from label · check it')).toHaveLength(3);
  });
});
