import { IconBriefcase, IconShieldCheck, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { es } from '../../i18n/es';
import { initials } from '../../lib/format';
import { useSessionUser } from '../../lib/session-user';

export function ProfilePage() {
  const user = useSessionUser();
  return (
    <>
      <PageHeader title={es.profile.title} description={es.profile.subtitle} />
      <Card padding="none" className="@container max-w-2xl overflow-hidden">
        <div className="h-24 bg-gradient-to-r from-brand-500 via-brand-600 to-brand-800" aria-hidden />
        <div className="px-6 pb-6 sm:px-8 sm:pb-8">
          <span className="-mt-10 mb-4 grid size-20 place-items-center rounded-2xl border-4 border-white bg-stone-900 text-2xl font-bold text-white shadow-card">
            {initials(user.name)}
          </span>
          <h2 className="text-2xl font-bold tracking-tight text-stone-900" data-testid="profile-name">
            {user.name}
          </h2>
          <p className="mt-0.5 text-stone-500" data-testid="profile-designation">
            {user.designation ?? es.profile.noDesignation}
          </p>
          <dl className="mt-6 grid gap-3 @sm:grid-cols-2 @xl:grid-cols-3">
            <Detail icon={<IconUser size={18} aria-hidden />} label={es.profile.name} value={user.name} />
            <Detail
              icon={<IconBriefcase size={18} aria-hidden />}
              label={es.profile.designation}
              value={user.designation ?? '—'}
            />
            <Detail
              icon={<IconShieldCheck size={18} aria-hidden />}
              label={es.profile.role}
              value={user.role.toUpperCase()}
            />
          </dl>
        </div>
      </Card>
    </>
  );
}

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-stone-50 px-4 py-3">
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-stone-500 uppercase">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 truncate font-medium text-stone-900">{value}</dd>
    </div>
  );
}
