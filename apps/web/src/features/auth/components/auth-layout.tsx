import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';

type AuthLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The centred card every sign-in, sign-up and password page sits in. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-br from-brand-50 via-white to-sky-50 px-4 py-10 sm:justify-center">
      <Link to="/" className="mb-8 rounded-lg" aria-label="PawRx home">
        <BrandLogo />
      </Link>
      <main className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/60 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <div className="mt-2 text-sm text-slate-600">{subtitle}</div>}
        <div className="mt-6">{children}</div>
      </main>
      {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
    </div>
  );
}

export const linkClass = 'font-semibold text-brand-700 hover:text-brand-800 hover:underline';
