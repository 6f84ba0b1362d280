import { IconHourglass } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { es } from '../i18n/es';
import { PageHeader } from './page-header';

export type ComingSoonProps = { title: string; description?: ReactNode };

/** Placeholder of a section whose issue has not landed yet: a page title and a "Próximamente" card. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} />
      <section className="flex flex-col items-center rounded-3xl border border-dashed border-stone-300 bg-white/70 px-6 py-16 text-center">
        <span className="mb-5 grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600">
          <IconHourglass size={30} stroke={1.6} aria-hidden />
        </span>
        <h2 className="text-xl font-semibold text-stone-900">{es.common.comingSoon}</h2>
        <p className="mt-2 max-w-md text-stone-500">{description ?? es.common.comingSoonBody}</p>
      </section>
    </>
  );
}
