import type { Renderable, Toast, ToastOptions } from 'react-hot-toast';

// The app's toasts (react-hot-toast), loaded on first use: the landing and login pages must stay
// under their JavaScript budget, and nothing is toasted before the user acts. The first call
// asks the ToasterHost to mount the Toaster and loads the library; both share its one store.

type Listener = () => void;
const listeners = new Set<Listener>();
let toasterRequested = false;

export function subscribeToasterRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterRequested = (): boolean => toasterRequested;

/** Mounts the Toaster (if not yet). Layouts whose pages import react-hot-toast call this. */
export function requestToaster(): void {
  if (toasterRequested) return;
  toasterRequested = true;
  listeners.forEach((listener) => listener());
}

const loadLibrary = () => import('react-hot-toast').then((module) => module.default);

type Kind = 'blank' | 'success' | 'error' | 'loading';
/** Text, or a render function given the toast (to dismiss it from a button inside). */
type Message = Renderable | ((toast: Toast) => Renderable);

function show(kind: Kind, message: Message, options?: ToastOptions): void {
  requestToaster();
  void loadLibrary().then((hotToast) =>
    kind === 'blank' ? hotToast(message, options) : hotToast[kind](message, options),
  );
}

export const toast = {
  message: (message: Message, options?: ToastOptions) => show('blank', message, options),
  success: (message: Message, options?: ToastOptions) => show('success', message, options),
  error: (message: Message, options?: ToastOptions) => show('error', message, options),
  loading: (message: Message, options?: ToastOptions) => show('loading', message, options),
  dismiss: (id?: string) => void loadLibrary().then((hotToast) => hotToast.dismiss(id)),
};
