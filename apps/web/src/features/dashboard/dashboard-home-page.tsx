import {
  IconArrowRight,
  IconCalendarEvent,
  IconClipboardList,
  IconStar,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { es } from '../../i18n/es';
import { useSessionUser } from '../../lib/session-user';

const PREVIEW_ICONS: Icon[] = [IconCalendarEvent, IconStar, IconClipboardList, IconUsers];

/** Placeholder of the dashboard home until its API lands (a later issue). */
export function DashboardHomePage() {
  const user = useSessionUser();
  const firstName = user.name.split(' ')[0] ?? user.name;
  return (
    <>
      <PageHeader
        eyebrow={es.dashboard.title}
        title={es.dashboard.greeting(firstName)}
        description={es.dashboard.subtitle}
      />
      <Card className="overflow-hidden" padding="none">
        <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <h2 className="text-xl font-semibold tracking-tight text-stone-900">{es.dashboard.placeholderTitle}</h2>
            <p className="mt-2 max-w-xl text-stone-600">{es.dashboard.placeholderBody}</p>
            <Link to="/dashboard/reports" className={`${buttonClasses({ size: 'lg' })} mt-6`}>
              {es.dashboard.reportsLink}
              <IconArrowRight size={20} aria-hidden />
            </Link>
          </div>
          <ul className="grid grid-cols-2 gap-3" aria-hidden>
            {es.dashboard.preview.map((label, i) => {
              const PreviewIcon = PREVIEW_ICONS[i];
              return (
                <li key={label} className="rounded-2xl border border-stone-200/80 bg-stone-50 p-4">
                  <PreviewIcon size={22} className="text-brand-600" stroke={1.7} />
                  <p className="mt-3 text-sm font-medium text-stone-500">{label}</p>
                  <div className="mt-2 h-2.5 w-2/3 rounded-full bg-stone-200" />
                  <div className="mt-1.5 h-2.5 w-1/3 rounded-full bg-stone-200/70" />
                </li>
              );
            })}
          </ul>
        </div>
      </Card>
    </>
  );
}
