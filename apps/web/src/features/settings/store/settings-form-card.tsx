import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { settingsText } from '../../../i18n/settings';

type Props = {
  title: string;
  subtitle: string;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields, laid out two per row on wide cards. */
  children: ReactNode;
};

/** A small settings form of its own under the store details: heading, fields and its own Guardar. */
export function SettingsFormCard({ title, subtitle, saving, onSubmit, children }: Props) {
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-5">
        <div>
          <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
          <p className="text-sm text-stone-600">{subtitle}</p>
        </div>
        <div className="grid gap-4 @2xl:grid-cols-2">{children}</div>
        <div className="flex justify-end border-t border-stone-100 pt-5">
          <Button type="submit" loading={saving}>
            {settingsText.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
