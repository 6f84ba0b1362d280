import { voidReasonBody } from '@comandero/contracts';
import { ReasonListPage } from '../shared/reason-list-page';
import { useDeleteVoidReason, useSaveVoidReason, useVoidReasonList } from './void-reasons-api';
import { voidReasonsText } from './void-reasons-text';

/** /dashboard/settings/void-reasons: the reasons offered when an item already sent is voided. */
export function VoidReasonsPage() {
  return (
    <ReasonListPage
      texts={voidReasonsText}
      list={useVoidReasonList()}
      remove={useDeleteVoidReason()}
      save={useSaveVoidReason()}
      body={voidReasonBody}
    />
  );
}
