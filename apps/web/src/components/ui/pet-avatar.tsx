import type { Species } from '@pawrx/contracts/enums';
import { apiUrl } from '../../lib/api-client';
import { SpeciesIcon } from './species-icon';

type PetAvatarProps = {
  name: string;
  species: Species;
  photo: string | null;
  size?: 'sm' | 'md' | 'lg';
};

const SIZES = { sm: 'size-10', md: 'size-16', lg: 'size-28' } as const;

/** A round photo (served from its signed URL, or a fresh data URL), else the species mark. */
export function PetAvatar({ name, species, photo, size = 'md' }: PetAvatarProps) {
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  if (photo)
    return (
      <img
        src={photo.startsWith('data:') ? photo : apiUrl(photo)}
        alt={name}
        className={`${box} object-cover ring-2 ring-white`}
      />
    );
  return (
    <span
      role="img"
      aria-label={`${name} (no photo)`}
      className={`${box} inline-flex items-center justify-center bg-brand-50 text-brand-600`}
    >
      <SpeciesIcon species={species} className="size-3/5" />
    </span>
  );
}
