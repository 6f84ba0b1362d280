import {
  priceCartLine,
  totalsOf,
  type OrderResult,
  type PosInitResponse,
  type PosMenuItem,
  type PricedLine,
} from '@comandero/contracts';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { posText } from '../../i18n/pos';
import { useSessionUser } from '../../lib/session-user';
import { emitWhenConnected } from '../../lib/socket';
import { openPrintWindow, saveReceiptData } from '../../lib/pos-storage';
import { receiptDataOf } from './receipt-data';
import { CartPanel } from './cart-panel';
import {
  customerLabel,
  hasOptions,
  initialPosState,
  posReducer,
  unavailableKeys,
  type PosAction,
  type PosCartLine,
  type PosState,
} from './cart-state';
import { CustomerSearchDialog } from './customer-search-dialog';
import { deleteAllDrafts, deleteDraft, DraftStorageError, readDrafts, saveDraft, type PosDraft } from './draft-storage';
import { DraftsDialog } from './drafts-dialog';
import { ItemOptionsDialog } from './item-options-dialog';
import { MenuPane } from './menu-pane';
import { NoteDialog } from './note-dialog';
import { PosHeader } from './pos-header';
import { SaveDraftDialog } from './save-draft-dialog';
import { SubmitDialog } from './submit-dialog';
import { TokenDialog } from './token-dialog';
import { useOrderSubmit, type SubmitKind } from './use-order-submit';
import { readWorkingCart, writeWorkingCart } from './working-cart-storage';

type OpenDialog = 'saveDraft' | 'drafts' | 'customer' | 'discard' | null;

/** Runs a drafts change; a browser that refuses to store it gets a clear message instead of an exception. */
function storingDrafts(
  change: () => PosDraft[],
  failed: (message: string) => void,
  done: (drafts: PosDraft[]) => void,
): void {
  let next: PosDraft[];
  try {
    next = change();
  } catch (err) {
    if (!(err instanceof DraftStorageError)) throw err;
    toast.error(posText.drafts.storageFull);
    failed(posText.drafts.storageFull);
    return;
  }
  done(next);
}

function tableLabel(init: PosInitResponse, tableId: number | null): string | null {
  const t = init.storeTables.find((x) => x.id === tableId);
  return t ? posText.table.option(t.table_title, t.seating_capacity, t.floor) : null;
}

const syncWith = (init: PosInitResponse): PosAction => ({
  type: 'syncCatalogue',
  menu: init.menuItems,
  tableIds: init.storeTables.map((t) => t.id),
});

export function PosScreen({ init }: { init: PosInitResponse }) {
  const { username } = useSessionUser();
  // The order in progress comes back after a visit to another page, checked against today's catalogue.
  const [state, dispatch] = useReducer(posReducer, null, () =>
    posReducer(readWorkingCart(username) ?? initialPosState, syncWith(init)),
  );
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [optionsItem, setOptionsItem] = useState<PosMenuItem | null>(null);
  const [noteKey, setNoteKey] = useState<string | null>(null);
  const [submitKind, setSubmitKind] = useState<SubmitKind | null>(null);
  const [token, setToken] = useState<OrderResult | null>(null);
  const [drafts, setDrafts] = useState<PosDraft[]>(readDrafts);
  const currency = init.storeSettings.currency;

  useEffect(() => writeWorkingCart(username, state), [username, state]);
  // A catalogue refetched on focus or after a settings change re-prices what is already in the cart.
  useEffect(() => dispatch(syncWith(init)), [init]);
  const unavailable = useMemo(() => unavailableKeys(state.cart, init.menuItems), [state.cart, init.menuItems]);

  // Lines are immutable, so a line object keeps its price: untouched rows keep equal props and skip re-rendering.
  const priceCache = useRef(new WeakMap<PosCartLine, PricedLine>()).current;
  const priced = useMemo(
    () =>
      state.cart.map((line) => {
        let p = priceCache.get(line);
        if (!p) priceCache.set(line, (p = priceCartLine(line)));
        return p;
      }),
    [state.cart, priceCache],
  );
  const totals = useMemo(() => totalsOf(priced), [priced]);
  const customerText = customerLabel(state, posText.customer.walkin);

  const onPick = useCallback((item: PosMenuItem) => {
    if (hasOptions(item)) setOptionsItem(item);
    else dispatch({ type: 'add', item });
  }, []);
  const onEditNote = useCallback((key: string) => setNoteKey(key), []);

  const [draftError, setDraftError] = useState<string | null>(null);
  const {
    submit,
    pending,
    error: submitError,
    clearError,
  } = useOrderSubmit({
    onSuccess: (result, _kind, sent: PosState) => {
      saveReceiptData(receiptDataOf(result, sent, init));
      dispatch({ type: 'orderSent' });
      setSubmitKind(null);
      emitWhenConnected('new_order_backend', { tokenNo: result.tokenNo, orderId: result.orderId });
      if (init.printSettings.is_enable_print === 1) {
        if (!openPrintWindow('/print-receipt')) {
          toast.error(posText.submit.popupBlocked);
          setToken(result);
        }
      } else {
        setToken(result);
      }
    },
    // Applied at once: the refetched data may equal the cache, and then no effect would run.
    onCatalogueRefreshed: (fresh) => dispatch(syncWith(fresh)),
  });

  const openSubmit = (kind: SubmitKind) => {
    if (state.cart.length === 0) toast.error(posText.cart.cartEmpty);
    else if (unavailable.size > 0) toast.error(posText.cart.removeUnavailable);
    else {
      clearError();
      setSubmitKind(kind);
    }
  };

  return (
    <div className="@container flex flex-col gap-4">
      <PosHeader
        draftsCount={drafts.length}
        onNew={() => (state.cart.length === 0 ? dispatch({ type: 'newOrder' }) : setDialog('discard'))}
        onDrafts={() => {
          setDrafts(readDrafts());
          setDialog('drafts');
        }}
      />
      <div className="grid gap-4 @4xl:h-[calc(100dvh-72px-4rem-60px)] @4xl:min-h-[560px] @4xl:grid-cols-[minmax(0,1fr)_minmax(360px,440px)]">
        <div className="flex max-h-[52dvh] min-h-0 flex-col @4xl:max-h-none">
          <MenuPane menuItems={init.menuItems} categories={init.categories} currency={currency} onPick={onPick} />
        </div>
        <CartPanel
          state={state}
          dispatch={dispatch}
          priced={priced}
          totals={totals}
          currency={currency}
          tables={init.storeTables}
          unavailable={unavailable}
          customerText={customerText}
          pending={pending}
          onSearchCustomer={() => setDialog('customer')}
          onEditNote={onEditNote}
          onSaveDraft={() => {
            if (state.cart.length === 0) toast.error(posText.cart.cartEmpty);
            else {
              setDraftError(null);
              setDialog('saveDraft');
            }
          }}
          onSubmit={openSubmit}
        />
      </div>

      <ItemOptionsDialog
        item={optionsItem}
        currency={currency}
        onClose={() => setOptionsItem(null)}
        onAdd={(item, variant, addons) => {
          dispatch({ type: 'add', item, variant, addons });
          setOptionsItem(null);
        }}
      />
      <NoteDialog
        line={state.cart.find((l) => l.key === noteKey) ?? null}
        onClose={() => setNoteKey(null)}
        onSave={(key, notes) => {
          dispatch({ type: 'setNote', key, notes });
          setNoteKey(null);
        }}
      />
      <SaveDraftDialog
        open={dialog === 'saveDraft'}
        onOpenChange={(open) => setDialog(open ? 'saveDraft' : null)}
        defaultName={posText.drafts.defaultName(drafts.length + 1)}
        error={draftError}
        onSave={(nameRef) => {
          if (state.cart.length === 0) {
            toast.error(posText.cart.cartEmpty);
            return;
          }
          storingDrafts(
            () => saveDraft(nameRef, state.cart),
            setDraftError,
            (next) => {
              setDrafts(next);
              dispatch({ type: 'clearCart' });
              setDialog(null);
              toast.success(posText.drafts.saved);
            },
          );
        }}
      />
      <DraftsDialog
        open={dialog === 'drafts'}
        onOpenChange={(open) => setDialog(open ? 'drafts' : null)}
        drafts={drafts}
        currency={currency}
        onLoad={(draft) => {
          dispatch({ type: 'loadCart', cart: draft.cart, menu: init.menuItems });
          setDialog(null);
          toast.success(posText.drafts.loaded);
        }}
        onDelete={(draft) =>
          storingDrafts(
            () => deleteDraft(draft.id),
            () => undefined,
            (next) => {
              setDrafts(next);
              toast.success(posText.drafts.deleted);
            },
          )
        }
        onDeleteAll={() => {
          setDrafts(deleteAllDrafts());
          toast.success(posText.drafts.allDeleted);
        }}
      />
      <ConfirmDialog
        open={dialog === 'discard'}
        onOpenChange={(open) => setDialog(open ? 'discard' : null)}
        title={posText.discard.title}
        message={posText.discard.message(state.cart.length)}
        confirmLabel={posText.discard.confirm}
        onConfirm={() => {
          dispatch({ type: 'newOrder' });
          setDialog(null);
        }}
      />
      <CustomerSearchDialog
        open={dialog === 'customer'}
        onOpenChange={(open) => setDialog(open ? 'customer' : null)}
        onFound={(customer) => {
          dispatch({ type: 'setCustomer', customer });
          setDialog(null);
        }}
      />
      <SubmitDialog
        kind={submitKind}
        onClose={() => setSubmitKind(null)}
        state={state}
        totals={totals}
        currency={currency}
        customerText={customerText}
        tableText={tableLabel(init, state.tableId)}
        paymentTypes={init.paymentTypes}
        pending={pending !== null}
        error={submitError}
        onConfirm={(kind, paymentTypeId) => void submit(kind, state, paymentTypeId)}
      />
      <TokenDialog
        result={token}
        onClose={() => setToken(null)}
        onPrintToken={() => {
          if (!openPrintWindow('/print-token')) toast.error(posText.submit.popupBlocked);
        }}
        onPrintReceipt={() => {
          if (!openPrintWindow('/print-receipt')) toast.error(posText.submit.popupBlocked);
        }}
      />
    </div>
  );
}
