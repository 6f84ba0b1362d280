import { IconCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { Logo } from '../../components/logo';
import { es } from '../../i18n/es';
import { pairingCodeOf } from '../../lib/pairing-return';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  const [params] = useSearchParams();
  const pairing = pairingCodeOf(`?${params.toString()}`);
  return (
    <div className="flex min-h-dvh bg-paper">
      <aside className="relative hidden w-[44%] max-w-[640px] flex-col justify-between overflow-hidden bg-espresso-900 p-12 text-white lg:flex">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-40 -right-40 size-[520px] rounded-full bg-brand-600/25 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-48 -left-24 size-[420px] rounded-full bg-amber-500/10 blur-3xl"
        />
        <Logo tone="light" className="relative" />
        <div className="relative">
          <h2 className="max-w-md text-[40px] leading-[1.1] font-bold tracking-tight">{es.signIn.asideTitle}</h2>
          <p className="mt-4 max-w-md text-lg text-stone-300">{es.signIn.asideBody}</p>
          <ul className="mt-8 flex flex-col gap-3">
            {es.signIn.asidePoints.map((point) => (
              <li key={point} className="flex items-center gap-3 text-stone-200">
                <span className="grid size-7 place-items-center rounded-full bg-brand-600/30 text-brand-200">
                  <IconCheck size={16} aria-hidden />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-stone-400">© {es.app.name}</p>
      </aside>

      <main className="relative flex flex-1 items-center justify-center overflow-hidden px-6 py-12">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_70%_45%_at_50%_0%,var(--color-brand-100),transparent)] lg:hidden"
        />
        <div className="relative w-full max-w-[420px]">
          <Logo className="mb-10 lg:hidden" />
          <div className="rounded-3xl border border-stone-200/80 bg-white p-8 shadow-card sm:p-10">
            <h1 className="text-3xl font-bold tracking-tight text-stone-900">{es.signIn.heading}</h1>
            <p className="mt-2 mb-8 text-stone-500">{es.signIn.intro}</p>
            {pairing ? (
              <p
                className="-mt-4 mb-6 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
                data-testid="pairing-hint"
              >
                {es.signIn.pairingHint(pairing)}
              </p>
            ) : null}
            <SignInForm />
          </div>
        </div>
      </main>
    </div>
  );
}
