import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { settingsText } from '../../../i18n/settings';
import { cn } from '../../../lib/cn';

type Props = {
  title: string;
  subtitle: string;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields, laid out two per row on wide cards. */
  children: ReactNode;
  /**
   * A form longer than a phone or tablet screen (the e-invoicing issuer): Guardar stays on screen at
   * its bottom edge while the form is in view, instead of waiting below the fold.
   */
  stickyFooter?: boolean;
};

/** A small settings form of its own under the store details: heading, fields and its own Guardar. */
export function SettingsFormCard({ title, subtitle, saving, onSubmit, children, stickyFooter = false }: Props) {
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-5">
        <div>
          <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
          <p className="text-sm text-stone-600">{subtitle}</p>
        </div>
        <div className="grid gap-4 @2xl:grid-cols-2">{children}</div>
        <div
          className={cn(
            'flex justify-end border-t border-stone-100',
            stickyFooter
              ? 'sticky bottom-0 z-10 -mx-5 -mb-5 rounded-b-2xl bg-white px-5 py-3 shadow-[0_-10px_24px_-14px_rgb(41_37_36/0.35)] sm:-mx-6 sm:-mb-6 sm:px-6'
              : 'pt-5',
          )}
          data-testid={stickyFooter ? 'settings-form-footer' : undefined}
        >
          <Button type="submit" loading={saving}>
            {settingsText.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
