import {
  priceCartLine,
  totalsOf,
  type Course,
  type OrderResult,
  type PosInitResponse,
  type PosMenuItem,
  type PricedLine,
} from '@comandero/contracts';
import { IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { IconButton } from '../../components/icon-button';
import { es } from '../../i18n/es';
import { posText } from '../../i18n/pos';
import { deferred, usePreloadNow } from '../../lib/deferred';
import { openPrintWindow, saveReceiptData } from '../../lib/pos-storage';
import { useSessionUser } from '../../lib/session-user';
import { emitWhenConnected } from '../../lib/socket';
import { useTerminalPrinting } from '../printers';
import { useCustomerDisplay, type PayView } from '../customer-display';
import { CartPanel, type CartPanelProps } from './cart-panel';
import { CartBar } from './cart-bar';
import { usePointsOf } from './customer-points';
import { membershipText } from '../../i18n/membership';
import { MEMBERSHIP_QUERY_KEY } from '../../lib/membership';
import { useQueryClient } from '@tanstack/react-query';
import { defaultCourseId, heldToSend, sortCourses } from './cart-courses';
import {
  customerLabel,
  hasOptions,
  initialPosState,
  posReducer,
  unavailableKeys,
  type PosAction,
  type PosCartLine,
} from './cart-state';
import { MenuPane } from './menu-pane';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EightySixDialog, useEightySix } from './eighty-six';
import { offlineUnavailable } from './offline-payment-types';
import { stockStatesOf } from './stock-state';
import { PosDraftDialogs, usePosDrafts } from './pos-drafts';
import { PosHeader } from './pos-header';
import { receiptDataOf } from './receipt-data';
import { useOrderSubmit, type SubmitKind } from './use-order-submit';
import { usePosOffline } from './use-pos-offline';
import { readWorkingCart, writeWorkingCart } from './working-cart-storage';

type OpenDialog = 'customer' | 'discard' | null;

// The sheet and the dialogs load the first time they open: the POS's first download leaves them out.
const CartSheet = deferred(
  () => import('./cart-sheet').then((m) => m.CartSheet),
  (p) => p.open,
);
const ItemOptionsDialog = deferred(
  () => import('./item-options-dialog').then((m) => m.ItemOptionsDialog),
  (p) => p.item !== null,
);
const NoteDialog = deferred(
  () => import('./note-dialog').then((m) => m.NoteDialog),
  (p) => p.line !== null,
);
const CustomerSearchDialog = deferred(
  () => import('./customer-search-dialog').then((m) => m.CustomerSearchDialog),
  (p) => p.open,
);
const SubmitDialog = deferred(
  () => import('./submit-dialog').then((m) => m.SubmitDialog),
  (p) => p.kind !== null,
);
const TokenDialog = deferred(
  () => import('./token-dialog').then((m) => m.TokenDialog),
  (p) => p.result !== null,
);
/**
 * Fetched as soon as the POS shows, not in the app's idle-time preload: the network may drop a second
 * later, and sending, paying or opening the cart on a phone must still work offline. (The offline
 * queue's own dialogs, the queued order's and the manager PIN's, and ConfirmDialog, which the "86" and
 * queued-order dialogs import too, are part of the screen's code.)
 */
const OWN_DIALOGS = [SubmitDialog, CartSheet, ItemOptionsDialog, NoteDialog, TokenDialog, CustomerSearchDialog];

function tableLabel(init: PosInitResponse, tableId: number | null): string | null {
  const t = init.storeTables.find((x) => x.id === tableId);
  return t ? posText.table.option(t.table_title, t.seating_capacity, t.floor) : null;
}

const NO_COURSES: readonly Course[] = [];

const syncWith = (init: PosInitResponse): PosAction => ({
  type: 'syncCatalogue',
  menu: init.menuItems,
  tableIds: init.storeTables.map((t) => t.id),
  ...(init.courses ? { courseIds: init.courses.map((c) => c.id) } : {}),
});

const printOrWarn = (path: '/print-token' | '/print-receipt') => {
  if (!openPrintWindow(path)) toast.error(posText.submit.popupBlocked);
};

/**
 * The POS (spec §2). From the split width the grid and the cart stand side by side, filling the
 * screen, so the totals and the send buttons never leave it; narrower, the cart sits under the grid
 * with a footer stuck to the bottom; on phones it folds into a bar that opens a sheet.
 */
export function PosScreen({ init }: { init: PosInitResponse }) {
  const { username } = useSessionUser();
  // The order in progress comes back after a visit to another page, checked against today's catalogue.
  const [state, dispatch] = useReducer(posReducer, null, () =>
    posReducer(readWorkingCart(username) ?? initialPosState, syncWith(init)),
  );
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [optionsItem, setOptionsItem] = useState<PosMenuItem | null>(null);
  const [noteKey, setNoteKey] = useState<string | null>(null);
  const [submitKind, setSubmitKind] = useState<SubmitKind | null>(null);
  const [token, setToken] = useState<OrderResult | null>(null);
  const drafts = usePosDrafts(state.cart);
  const terminalPrinting = useTerminalPrinting();
  const currency = init.storeSettings.currency;
  const courses = useMemo(() => sortCourses(init.courses ?? []), [init.courses]);
  // Courses are table service: a counter or takeaway sale keeps the plain cart, one line per row,
  // and sends nothing held (issue 21). Lines keep their category's course either way.
  const tableService = state.tableId !== null || state.deliveryType === 'dinein';
  const cartCourses = tableService ? courses : NO_COURSES;
  usePreloadNow(OWN_DIALOGS);

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
  const queryClient = useQueryClient();
  const points = usePointsOf(state.customerType === 'CUSTOMER' ? state.customer : null, currency);
  // Issue 21: the customer display follows the cart, the pay dialog's figures and the payment.
  const [payView, setPayView] = useState<PayView | null>(null);
  const display = useCustomerDisplay({
    cart: state.cart,
    priced,
    totals,
    store: { name: init.storeSettings.store_name, logo: init.storeSettings.image },
    currency,
    paying: submitKind === 'pay' ? payView : null,
  });

  const onPick = useCallback(
    (item: PosMenuItem) => {
      if (hasOptions(item)) setOptionsItem(item);
      else dispatch({ type: 'add', item, courseId: defaultCourseId(item, courses) });
    },
    [courses],
  );
  const onEditNote = useCallback((key: string) => setNoteKey(key), []);
  // Issue 24: "Agotado" on the grid; the page reads /pos/init again when the server says it moved.
  const stock = useMemo(() => stockStatesOf(init.inventory), [init.inventory]);
  const eightySix = useEightySix(init);

  const offline = usePosOffline({
    init,
    username,
    state,
    dispatch,
    customerText,
    tableText: (tableId) => tableLabel(init, tableId),
    onQueued: () => {
      dispatch({ type: 'orderSent' });
      setSubmitKind(null);
      setSheetOpen(false);
    },
  });

  const {
    submit,
    pending,
    error: submitError,
    clearError,
  } = useOrderSubmit({
    onSuccess: (result, kind, sent, extras) => {
      saveReceiptData(receiptDataOf(result, sent, init, new Date(), extras));
      // Issue 24: a member's sale earned or spent points.
      if (kind === 'pay' && sent.customerType === 'CUSTOMER')
        void queryClient.invalidateQueries({ queryKey: MEMBERSHIP_QUERY_KEY });
      if (kind === 'pay' && payView) display.showPaid({ total: payView.due, change: payView.change, documentQr: null });
      dispatch({ type: 'orderSent' });
      setSubmitKind(null);
      setSheetOpen(false);
      emitWhenConnected('new_order_backend', { tokenNo: result.tokenNo, orderId: result.orderId });
      // A terminal with a network receipt printer: the server prints its paper, no browser window.
      if (init.printSettings.is_enable_print === 1 && !terminalPrinting.networkPrinter) {
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
    offline: offline.queueing,
  });

  const openSubmit = (kind: SubmitKind) => {
    if (state.cart.length === 0) toast.error(posText.cart.cartEmpty);
    else if (unavailable.size > 0) toast.error(posText.cart.removeUnavailable);
    else {
      clearError();
      setSubmitKind(kind);
    }
  };

  const cartProps: CartPanelProps = {
    state,
    dispatch,
    priced,
    totals,
    currency,
    tables: init.storeTables,
    unavailable,
    customerText,
    pending,
    onSearchCustomer: () => setDialog('customer'),
    onEditNote,
    onSaveDraft: drafts.openSave,
    onSubmit: openSubmit,
    courses: cartCourses,
    pendingSlot: offline.pendingList,
  };

  return (
    <div className="flex flex-col gap-3 max-md:pb-24 md:gap-4 split:h-shell-fill split:min-h-[30rem]">
      <PosHeader
        draftsCount={drafts.drafts.length}
        onNew={() => (state.cart.length === 0 ? dispatch({ type: 'newOrder' }) : setDialog('discard'))}
        onDrafts={drafts.openList}
      />
      <div className="flex min-h-0 flex-1 flex-col gap-4 split:grid split:grid-cols-[minmax(0,1fr)_minmax(21rem,25rem)]">
        <div className="flex min-h-0 flex-col md:max-split:max-h-[52dvh]">
          <MenuPane
            menuItems={init.menuItems}
            categories={init.categories}
            currency={currency}
            onPick={onPick}
            stock={stock}
            onManage={eightySix.onManage}
          />
        </div>
        <div className="flex min-h-0 flex-col max-md:hidden">
          <CartPanel {...cartProps} />
        </div>
      </div>
      <CartBar
        lineCount={state.cart.length}
        payableMinor={totals.payableTotal}
        currency={currency}
        onOpen={() => setSheetOpen(true)}
      />
      <CartSheet open={sheetOpen} onOpenChange={setSheetOpen}>
        <CartPanel
          {...cartProps}
          variant="sheet"
          headerAction={
            <IconButton label={es.common.close} icon={<IconX size={22} />} onClick={() => setSheetOpen(false)} />
          }
        />
      </CartSheet>

      <ItemOptionsDialog
        item={optionsItem}
        currency={currency}
        onClose={() => setOptionsItem(null)}
        onAdd={(item, variant, addons) => {
          dispatch({ type: 'add', item, variant, addons, courseId: defaultCourseId(item, courses) });
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
      <PosDraftDialogs
        state={drafts}
        cart={state.cart}
        heldCourses={state.heldCourses}
        menu={init.menuItems}
        currency={currency}
        dispatch={dispatch}
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
        unavailable={offlineUnavailable(init.paymentTypes, offline.offline, points?.paymentTypeId)}
        pending={pending !== null}
        error={submitError}
        heldText={
          cartCourses
            .filter((c) => heldToSend(state, cartCourses).includes(c.id))
            .map((c) => c.title)
            .join(', ') || null
        }
        onConfirm={(kind, paymentTypeId, extras) =>
          // Only the later courses still in the cart are sent held (issue 21).
          void submit(kind, { ...state, heldCourses: heldToSend(state, cartCourses) }, paymentTypeId, extras)
        }
        onPayView={setPayView}
        pointsNote={
          points
            ? {
                paymentTypeId: points.paymentTypeId,
                text: points.member
                  ? membershipText.pos.redeemHint(points.text!, points.value!)
                  : membershipText.pos.redeemNeedsMember,
              }
            : null
        }
      />
      {offline.dialogs}
      <EightySixDialog item={eightySix.item} soldOut={eightySix.soldOut} onClose={eightySix.close} />
      <TokenDialog
        result={token}
        onClose={() => setToken(null)}
        onPrintToken={() =>
          token && terminalPrinting.networkPrinter
            ? terminalPrinting.printTokenSlip(token.orderId)
            : printOrWarn('/print-token')
        }
        onPrintReceipt={() => printOrWarn('/print-receipt')}
      />
    </div>
  );
}
