import type { z } from 'zod';
import { Card } from '../../../components/card';
import { FormDialog } from '../../../components/form-dialog';
import { useFormState, validateForm } from '../../../components/form-state';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { TextField } from '../../../components/text-field';
import { settingsText } from '../../../i18n/settings';
import { CatalogPage } from './catalog-page';
import { RowActions } from './row-actions';

type Reason = { id: number; title: string };

export type ReasonListTexts = {
  title: string;
  subtitle: string;
  add: string;
  addTitle: string;
  editTitle: string;
  reasonTitle: string;
  empty: string;
};

export type ReasonListPageProps = {
  texts: ReasonListTexts;
  list: { data: Reason[] | undefined; isPending: boolean; isError: boolean };
  remove: { isPending: boolean; mutate: (id: number, options: { onSettled: () => void }) => void };
  save: {
    isPending: boolean;
    error: unknown;
    mutateAsync: (input: { id: number | null; body: { title: string } }) => Promise<unknown>;
  };
  /** The contract's body schema, so the dialog refuses what the server would. */
  body: z.ZodType<{ title: string }>;
};

/**
 * A settings list of short reasons (discounts, voids): add, rename and delete (confirmed). A list
 * rather than the catalog table: with only a title per row it fits a phone without sideways
 * scrolling, and the row actions stay in view.
 */
export function ReasonListPage({ texts: t, list, remove, save, body }: ReasonListPageProps) {
  return (
    <CatalogPage<Reason>
      texts={t}
      remove={remove}
      renderDialog={(reason, onClose) => (
        <ReasonDialog reason={reason} onClose={onClose} texts={t} save={save} body={body} />
      )}
    >
      {({ edit, remove: confirmRemove }) => (
        <Card padding="none" className="overflow-hidden">
          {list.isPending ? (
            <LoadingState />
          ) : list.isError || !list.data ? (
            <ErrorState message={settingsText.loadError} />
          ) : list.data.length === 0 ? (
            <EmptyState message={t.empty} />
          ) : (
            <ul aria-label={t.title} className="divide-y divide-stone-100">
              {list.data.map((reason) => (
                <li key={reason.id} aria-label={reason.title} className="flex items-center gap-3 py-1.5 pr-3 pl-5">
                  <span className="min-w-0 flex-1 font-medium break-words text-stone-900">{reason.title}</span>
                  <RowActions name={reason.title} onEdit={() => edit(reason)} onDelete={() => confirmRemove(reason)} />
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </CatalogPage>
  );
}

/** Adds a reason (reason null) or renames one; a duplicate title comes back from the server as 409. */
function ReasonDialog({
  reason,
  onClose,
  texts: t,
  save,
  body,
}: { reason: Reason | null; onClose: () => void; texts: ReasonListTexts } & Pick<
  ReasonListPageProps,
  'save' | 'body'
>) {
  const form = useFormState({ title: reason?.title ?? '' });

  const submit = () => {
    const checked = validateForm(body, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    return save.mutateAsync({ id: reason?.id ?? null, body: checked.data }).then(onClose);
  };

  return (
    <FormDialog
      title={reason ? t.editTitle : t.addTitle}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
    >
      <TextField label={t.reasonTitle} autoFocus maxLength={120} {...form.bind('title')} />
    </FormDialog>
  );
}
