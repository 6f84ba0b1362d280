import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';

export type RecordPageProps<T> = {
  title: string;
  description: string;
  query: UseQueryResult<T>;
  /** The form, mounted only once the record has loaded so that its fields start from the saved values. */
  children: (record: T) => ReactNode;
};

/** A settings page that edits one record (store details, print settings): header, then loading, error or the form. */
export function RecordPage<T>({ title, description, query, children }: RecordPageProps<T>) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {query.isPending ? <LoadingState /> : query.isError ? <ErrorState /> : children(query.data)}
    </>
  );
}
