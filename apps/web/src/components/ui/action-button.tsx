import type { ComponentProps } from 'react';

const TONES = {
  neutral: 'border-slate-300 text-slate-700 hover:bg-slate-50',
  yellow: 'border-yellow-300 text-yellow-800 hover:bg-yellow-50',
  green: 'border-green-300 text-green-800 hover:bg-green-50',
  blue: 'border-blue-300 text-blue-800 hover:bg-blue-50',
  red: 'border-red-300 text-red-700 hover:bg-red-50',
} as const;

type ActionButtonProps = ComponentProps<'button'> & { tone?: keyof typeof TONES };

/** A small outlined button for the actions on a card (Edit, Pause, Delete…), coloured by tone. */
export function ActionButton({
  tone = 'neutral',
  className = '',
  type = 'button',
  ...props
}: ActionButtonProps) {
  return (
    <button
      type={type}
      className={`rounded-lg border px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${TONES[tone]} ${className}`}
      {...props}
    />
  );
}
