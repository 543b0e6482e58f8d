import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { outputSize } from '../../utils/crop-image';
import { CropPhotoModal } from './crop-photo-modal';

function loadImage(width: number, height: number) {
  const img = screen.getByRole('img', { name: 'To crop' }) as HTMLImageElement;
  for (const [key, value] of Object.entries({
    width,
    height,
    naturalWidth: width * 2,
    naturalHeight: height * 2,
  }))
    Object.defineProperty(img, key, { configurable: true, value });
  fireEvent.load(img);
}

describe('CropPhotoModal (spec §5 Photo)', () => {
  it('disables Use Photo until a crop area exists', () => {
    render(<CropPhotoModal src="blob:x" onCancel={() => {}} onConfirm={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Crop Pet Photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use Photo' })).toBeDisabled();
    loadImage(400, 300);
    expect(screen.getByRole('button', { name: 'Use Photo' })).toBeEnabled();
  });

  it('offers Square, 4:3 and 16:9 with Square chosen first', async () => {
    render(<CropPhotoModal src="blob:x" onCancel={() => {}} onConfirm={() => {}} />);
    const options = screen.getAllByRole('radio');
    expect(options.map((o) => o.textContent)).toEqual(['Square', '4:3', '16:9']);
    expect(screen.getByRole('radio', { name: 'Square' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: '16:9' }));
    expect(screen.getByRole('radio', { name: '16:9' })).toHaveAttribute('aria-checked', 'true');
  });

  it('Cancel discards without a photo', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<CropPhotoModal src="blob:x" onCancel={onCancel} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows Processing... and disables Use Photo while working', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: () => {},
      drawImage: () => {},
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,AA');
    const onConfirm = vi.fn();
    render(<CropPhotoModal src="blob:x" onCancel={() => {}} onConfirm={onConfirm} />);
    loadImage(400, 300);
    fireEvent.click(screen.getByRole('button', { name: 'Use Photo' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledWith('data:image/jpeg;base64,AA'));
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith('image/jpeg', 0.9);
  });
});

describe('outputSize', () => {
  it.each([
    [4000, 3000, { width: 1024, height: 768 }],
    [500, 500, { width: 500, height: 500 }],
    [1080, 1920, { width: 576, height: 1024 }],
  ])('%i×%i → %o', (w, h, size) => expect(outputSize(w, h)).toEqual(size));
});
