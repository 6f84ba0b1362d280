import type { ReactNode } from 'react';

export type SectionProps = { id: string; title: string; description: string; actions?: ReactNode; children: ReactNode };

/** A titled part of the printers page (printers, stations), its add button beside the title. */
export function Section({ id, title, description, actions, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id={id} className="text-lg font-semibold tracking-tight text-stone-900">
            {title}
          </h2>
          <p className="text-sm text-stone-500">{description}</p>
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The cards of a section: one column on a phone, as many 300-px columns as fit elsewhere. */
export const CARD_GRID = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,300px),1fr))] gap-4';
