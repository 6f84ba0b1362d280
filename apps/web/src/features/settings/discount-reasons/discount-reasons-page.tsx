import { discountReasonBody } from '@comandero/contracts';
import { ReasonListPage } from '../shared/reason-list-page';
import { useDeleteDiscountReason, useDiscountReasonList, useSaveDiscountReason } from './discount-reasons-api';
import { discountReasonsText } from './discount-reasons-text';

/** /dashboard/settings/discount-reasons: the reasons offered when a bill or line is discounted. */
export function DiscountReasonsPage() {
  return (
    <ReasonListPage
      texts={discountReasonsText}
      list={useDiscountReasonList()}
      remove={useDeleteDiscountReason()}
      save={useSaveDiscountReason()}
      body={discountReasonBody}
    />
  );
}
