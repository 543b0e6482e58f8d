import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

type Props = { children: ReactNode };
type InnerProps = Props & { pathname: string };
type State = { error: unknown; errorPath: string | null };

/**
 * Last-resort screen for a page that failed to render or load. The common case is a page chunk
 * that no longer exists after a deploy, which a reload fixes. Navigating elsewhere clears it.
 */
class Boundary extends Component<InnerProps, State> {
  override state: State = { error: null, errorPath: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: InnerProps, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.errorPath === null) return { errorPath: props.pathname };
    return state.errorPath === props.pathname ? null : { error: null, errorPath: null };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="max-w-md text-slate-600">
          This page could not be loaded. Please reload; if it keeps happening, try again later.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Reload
        </button>
      </main>
    );
  }
}

export function RouteErrorBoundary({ children }: Props) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
