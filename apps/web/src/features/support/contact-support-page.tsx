import { IconClock, IconMail } from '@tabler/icons-react';
import { buttonClasses } from '../../components/button';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { es } from '../../i18n/es';

export function ContactSupportPage() {
  return (
    <>
      <PageHeader title={es.support.title} description={es.support.subtitle} />
      <Card className="max-w-2xl">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-600">
            <IconMail size={28} stroke={1.6} aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 className="text-xl font-semibold text-stone-900">{es.support.heading}</h2>
            <p className="mt-2 text-stone-600">{es.support.body}</p>
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-700">
              <IconClock size={16} aria-hidden />
              {es.support.hours}
            </p>
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <a href={`mailto:${es.support.email}`} className={buttonClasses({ size: 'lg' })}>
                <IconMail size={20} aria-hidden />
                {es.support.write}
              </a>
              <a
                href={`mailto:${es.support.email}`}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {es.support.email}
              </a>
            </div>
          </div>
        </div>
      </Card>
    </>
  );
}
