import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Button } from '../components/button';
import { Logo } from '../components/logo';
import { es } from '../i18n/es';

export function NoAccessPage() {
  const navigate = useNavigate();
  // The forbidden route was replaced in history, so "back" returns to where the user came from.
  const canGoBack = (window.history.state as { idx?: number } | null)?.idx ? true : false;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-paper px-6 py-16">
      <Logo className="mb-10" />
      <div className="w-full max-w-md rounded-3xl border border-stone-200/80 bg-white p-8 text-center shadow-card sm:p-10">
        <span className="mx-auto mb-6 grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600">
          <IconLock size={32} aria-hidden />
        </span>
        <h1 className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase">{es.noAccess.title}</h1>
        <p className="mt-3 text-xl font-semibold text-stone-900">{es.noAccess.message}</p>
        <div className="mt-8 flex flex-col gap-3 sm:items-center">
          <Button
            size="lg"
            icon={<IconArrowLeft size={20} aria-hidden />}
            onClick={() => (canGoBack ? void navigate(-1) : void navigate('/', { replace: true }))}
          >
            {es.noAccess.back}
          </Button>
        </div>
      </div>
    </div>
  );
}
