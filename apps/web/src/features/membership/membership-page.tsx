import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { membershipText as t } from '../../i18n/membership';
import { cn } from '../../lib/cn';
import { MembersSection } from './members-section';
import { ProgrammeSection } from './programme-section';
import { ReportSection } from './report-section';

const TABS = ['members', 'programme', 'report'] as const;
type Tab = (typeof TABS)[number];

/** Membresía (issue 24): members and their points, the programme and its tiers, the points report. */
export function MembershipPage() {
  const [tab, setTab] = useState<Tab>('members');
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t.title} description={t.subtitle} />
      <div role="tablist" aria-label={t.tabsLabel} className="flex gap-1 overflow-x-auto rounded-xl bg-stone-100 p-1">
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={cn(
              'min-h-11 flex-1 rounded-lg px-4 text-sm font-semibold whitespace-nowrap',
              tab === key ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
            )}
            onClick={() => setTab(key)}
          >
            {t.tabs[key]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t.tabs[tab]}>
        {tab === 'members' ? <MembersSection /> : tab === 'programme' ? <ProgrammeSection /> : <ReportSection />}
      </div>
    </div>
  );
}
