import { LoadingState, ErrorState } from '../../components/states';
import { membershipText as t } from '../../i18n/membership';
import { useProgramme } from './membership-api';
import { ProgrammeForm } from './programme-form';
import { TiersCard } from './tiers-card';

/** Programa: the settings form, then the tiers. */
export function ProgrammeSection() {
  const programme = useProgramme();
  if (programme.isPending) return <LoadingState />;
  if (programme.isError) return <ErrorState message={t.loadError} />;
  return (
    <div className="flex flex-col gap-4">
      <ProgrammeForm settings={programme.data} />
      <TiersCard />
    </div>
  );
}
