import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

describe('Modal', () => {
  it('is a labelled dialog that focuses its first field and closes on Escape', async () => {
    const onClose = vi.fn();
    render(
      <Modal title="Add New Pet" onClose={onClose} footer={<button type="button">Save</button>}>
        <label>
          Name <input />
        </label>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Add New Pet' })).toHaveAttribute(
      'aria-modal',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    render(
      <Modal title="T" onClose={() => {}} footer={<button type="button">Last</button>}>
        <input aria-label="First" />
      </Modal>,
    );
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('Escape closes only the dialog that holds focus (a warning over a form)', async () => {
    const closeForm = vi.fn();
    const closeWarning = vi.fn();
    render(
      <>
        <Modal title="Add Medication" onClose={closeForm}>
          <input aria-label="Name" />
        </Modal>
        <Modal title="Warning" onClose={closeWarning}>
          <button type="button">Cancel</button>
        </Modal>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(closeWarning).toHaveBeenCalledTimes(1);
    expect(closeForm).not.toHaveBeenCalled();
  });
});
