import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for forms with two columns. */
  size?: 'md' | 'lg';
  /** Tone of the title bar: the interaction warning is red. */
  tone?: 'default' | 'danger';
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: labelled by its title, Escape closes it, Tab stays inside, and focus returns
 * to where it was when it closes. The first field (or the dialog) takes focus on open.
 */
export function Modal({ title, onClose, children, size = 'md', tone = 'default' }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // Escape closes; Tab wraps inside the dialog. Listening on the document lets a widget inside
  // (the autocomplete's Escape) stop the key first; only the dialog holding focus reacts.
  useEffect(() => {
    const node = panel.current!;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!node.contains(event.target as Node)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      } else if (event.key === 'Tab') {
        const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const [first, last] = [items[0], items[items.length - 1]];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current!;
    if (!node.contains(document.activeElement)) {
      const first = node.querySelector<HTMLElement>('input, select, textarea');
      (first ?? node).focus();
    }
    return () => previous?.focus?.();
  }, []);

  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4 sm:items-center">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`w-full ${size === 'lg' ? 'max-w-2xl' : 'max-w-lg'} rounded-2xl bg-white shadow-xl outline-none`}
      >
        <div
          className={`flex items-center justify-between gap-4 rounded-t-2xl border-b px-5 py-4 ${
            tone === 'danger' ? 'border-red-200 bg-red-50' : 'border-slate-200'
          }`}
        >
          <h2
            id={titleId}
            className={`text-lg font-bold ${tone === 'danger' ? 'text-red-800' : 'text-slate-900'}`}
          >
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="px-5 py-4">{children}</div>
      </div>
    </div>
  );
}
