import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueEntry } from '@pawrx/formulary/catalogue/catalogue-entry';
import { MedicationAutocomplete } from './medication-autocomplete';
import { CatalogueEntryHint } from './medication-autocomplete-hint';
import { loadCatalogueSearch } from './use-catalogue-search';

// The real catalogue and search run here; only the DOM is simulated.

function Harness({ species = 'dog' }: { species?: string }) {
  const [name, setName] = useState('');
  const [dosage, setDosage] = useState('');
  const [entry, setEntry] = useState<CatalogueEntry | null>(null);
  return (
    <form>
      <MedicationAutocomplete
        label="Medication Name"
        value={name}
        species={species}
        onChange={setName}
        onSelect={setEntry}
      />
      {entry && <CatalogueEntryHint entry={entry} species={species} onDose={setDosage} />}
      <label>
        Dosage
        <input value={dosage} onChange={(e) => setDosage(e.target.value)} />
      </label>
    </form>
  );
}

// Loaded once up front, so the chunk is already there when fake timers take over.
beforeAll(() => loadCatalogueSearch());
afterEach(() => vi.useRealTimers());

const input = () => screen.getByRole('combobox', { name: 'Medication Name' });
const options = () => screen.queryAllByRole('option');

describe('MedicationAutocomplete (spec §9)', () => {
  it('suggests nothing below 2 characters and at most 15 from 2', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'p');
    expect(options()).toHaveLength(0);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.type(input(), 're');
    expect(options().length).toBeGreaterThan(0);
    expect(options().length).toBeLessThanOrEqual(15);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toHaveAttribute(
      'id',
      input().getAttribute('aria-controls'),
    );
  });

  it('moves with up and down, chooses with Enter and moves focus to the next field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'carpro');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    const first = options()[0]!;
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowUp}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('Carprofen');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Dosage')).toHaveFocus();
    expect(screen.getByRole('button', { name: '2.2 mg/kg twice daily' })).toBeInTheDocument();
  });

  it('wraps from the first option up to the last', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'pre');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    const all = options();
    expect(all[all.length - 1]).toHaveAttribute('aria-selected', 'true');
  });

  it('closes on Escape and keeps the typed text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'carpro');
    expect(options()).not.toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(options()).toHaveLength(0);
    expect(input()).toHaveValue('carpro');
    await user.keyboard('{ArrowDown}');
    expect(options()).not.toHaveLength(0);
  });

  it('closes 150 ms after blur, not before', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'carpro' } });
    expect(options()).toHaveLength(1);
    fireEvent.blur(input());
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(options()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(options()).toHaveLength(0);
  });

  it('stays open when focus comes back within 150 ms', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'carpro' } });
    fireEvent.blur(input());
    act(() => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.focus(input());
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(options()).toHaveLength(1);
  });

  it('chooses with a click; the dose chips fill the dosage', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'rima');
    await user.click(screen.getByRole('option', { name: /Carprofen/ }));
    expect(input()).toHaveValue('Carprofen');
    await user.click(screen.getByRole('button', { name: '4.4 mg/kg once daily' }));
    expect(screen.getByLabelText('Dosage')).toHaveValue('4.4 mg/kg once daily');
  });

  it('shows a flagged entry’s warning (level and note) instead of dose chips', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'ibupro');
    const option = screen.getByRole('option', { name: /Ibuprofen/ });
    expect(within(option).getByText('DO NOT USE')).toBeInTheDocument();
    await user.click(option);
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('DO NOT USE');
    expect(warning.textContent!.length).toBeGreaterThan(20);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('applies the species filter and per-species flags (permethrin: toxic to cats only)', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness species="cat" />);
    await user.type(input(), 'permethrin');
    expect(options().map((o) => o.textContent)).not.toContainEqual(
      expect.stringContaining('Imidacloprid'),
    );
    await user.click(screen.getByRole('option', { name: /^Permethrin/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('TOXIC');
    unmount();

    render(<Harness species="dog" />);
    await user.type(input(), 'permethrin');
    expect(screen.getByRole('option', { name: /Imidacloprid\/Permethrin/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('option', { name: /^Permethrin/ })).queryByText('TOXIC'),
    ).toBeNull();
  });
});
