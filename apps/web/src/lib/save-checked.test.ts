import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-errors';
import { saveChecked } from './save-checked';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const schema = z.object({ date: z.string().min(1, 'Date is required'), amount: z.number() });

function form() {
  return {
    schema,
    setErrors: vi.fn(),
    save: vi.fn(async () => ({})),
    saved: 'Saved',
    failed: 'Could not save',
    onDone: vi.fn(),
  };
}

describe('saveChecked', () => {
  beforeEach(() => vi.clearAllMocks());

  it('puts the schema errors under their fields and sends nothing', async () => {
    const f = form();
    await saveChecked({ date: '', amount: 3 }, f);
    expect(f.setErrors).toHaveBeenCalledWith({ date: 'Date is required' });
    expect(f.save).not.toHaveBeenCalled();
    expect(f.onDone).not.toHaveBeenCalled();
  });

  it('clears old errors, saves, says so and closes the form', async () => {
    const f = form();
    await saveChecked({ date: '2026-11-28', amount: 3 }, f);
    expect(f.setErrors).toHaveBeenCalledWith({});
    expect(f.save).toHaveBeenCalledWith({ date: '2026-11-28', amount: 3 });
    expect(toast.success).toHaveBeenCalledWith('Saved');
    expect(f.onDone).toHaveBeenCalledOnce();
  });

  it('keeps the form open with a toast when the save fails', async () => {
    const f = form();
    f.save.mockRejectedValueOnce(new ApiError({ status: 409, message: 'Already recorded' }));
    await saveChecked({ date: '2026-11-28', amount: 3 }, f);
    expect(toast.error).toHaveBeenCalledWith('Already recorded');
    expect(f.onDone).not.toHaveBeenCalled();
  });
});
