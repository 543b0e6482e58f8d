import type { ReactNode } from 'react';

type PlaceholderPageProps = { title: string; children?: ReactNode };

/** Stand-in for a signed-in page whose feature has not landed yet. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-slate-600">
        {children ?? <p>This page is on its way.</p>}
      </div>
    </section>
  );
}
