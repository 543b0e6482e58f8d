import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Species } from '@pawrx/contracts/enums';
import { toast } from '../../../../lib/toast';
import { PetAvatar } from '../../../../components/ui/pet-avatar';
import { CropPhotoModal } from './crop-photo-modal';

type Props = {
  name: string;
  species: Species;
  /** The current photo: the API's URL, a freshly cropped data URL, or '' for none. */
  photo: string;
  onChange: (photo: string) => void;
};

const action =
  'rounded-md bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow hover:bg-white';

/** Round photo or Add Photo; on hover or focus, Change photo and Remove photo. */
export function PhotoWidget({ name, species, photo, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires change
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error('Please choose an image file');
      return;
    }
    setSource(URL.createObjectURL(file));
  };

  const pick = () => input.current?.click();

  return (
    <div className="flex flex-col items-center gap-2">
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label="Choose a photo"
        data-testid="photo-input"
        onChange={onFile}
        tabIndex={-1}
      />
      {photo ? (
        <div className="group relative">
          <PetAvatar name={name || 'Pet'} species={species} photo={photo} size="lg" />
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 rounded-full bg-slate-900/40 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100">
            <button type="button" onClick={pick} className={action}>
              Change photo
            </button>
            <button type="button" onClick={() => onChange('')} className={action}>
              Remove photo
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={pick}
          className="flex size-28 flex-col items-center justify-center rounded-full border-2 border-dashed border-slate-300 bg-slate-50 text-sm font-medium text-slate-600 hover:border-brand-500 hover:text-brand-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          >
            <path d="M4 8h3l2-3h6l2 3h3v11H4Z" />
            <circle cx="12" cy="13" r="3.5" />
          </svg>
          Add Photo
        </button>
      )}
      {source && (
        <CropPhotoModal
          src={source}
          onCancel={() => setSource(null)}
          onConfirm={(dataUrl) => {
            onChange(dataUrl);
            setSource(null);
          }}
        />
      )}
    </div>
  );
}
