import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row under the content. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Tone of the title bar: warnings are red. */
  tone?: 'default' | 'danger';
};

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one modal dialog of the app: labelled by its title, Escape and the backdrop close it, focus
 * moves inside on open, Tab stays inside, and focus returns to the opener on close. Keys are heard
 * on the document but only the dialog holding focus reacts, so a dialog opened over another (the
 * interaction warning over the medication form) closes alone, and a widget inside (the
 * autocomplete's Escape) can stop the key first.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  size = 'md',
  tone = 'default',
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    // Focus the first field of the content (not the Close button), else the dialog itself,
    // unless a field inside already took focus (autoFocus).
    if (!panel.current?.contains(document.activeElement)) {
      const first =
        body.current?.querySelector<HTMLElement>(FOCUSABLE) ??
        panel.current?.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? panel.current)?.focus();
    }
    const onKey = (event: KeyboardEvent) => {
      const node = panel.current;
      if (!node?.contains(event.target as Node)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
      }
      if (event.key !== 'Tab') return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-40 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-[95vh] w-full flex-col rounded-t-2xl bg-white shadow-xl outline-none sm:rounded-2xl ${SIZES[size]}`}
      >
        <div
          className={`flex items-center justify-between gap-4 rounded-t-2xl border-b px-5 py-4 ${
            tone === 'danger' ? 'border-red-200 bg-red-50' : 'border-slate-200'
          }`}
        >
          <h2
            id={titleId}
            className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-slate-900'}`}
          >
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          >
            <CloseIcon />
          </button>
        </div>
        <div ref={body} className="overflow-y-auto px-5 py-4">
          {children}
        </div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}
