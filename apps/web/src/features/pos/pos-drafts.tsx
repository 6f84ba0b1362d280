import type { PosMenuItem } from '@comandero/contracts';
import { useState, type Dispatch } from 'react';
import toast from 'react-hot-toast';
import { posText } from '../../i18n/pos';
import { deferred } from '../../lib/deferred';
import type { PosAction, PosCartLine } from './cart-state';
import { deleteAllDrafts, deleteDraft, DraftStorageError, readDrafts, saveDraft, type PosDraft } from './draft-storage';

// Both load the first time they open, outside the POS's first download.
const SaveDraftDialog = deferred(
  () => import('./save-draft-dialog').then((m) => m.SaveDraftDialog),
  (p) => p.open,
);
const DraftsDialog = deferred(
  () => import('./drafts-dialog').then((m) => m.DraftsDialog),
  (p) => p.open,
);

export type DraftsDialogOpen = 'saveDraft' | 'drafts' | null;

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

/** The saved drafts (browser storage) and the commands that open their two dialogs. */
export function usePosDrafts(cart: readonly PosCartLine[]) {
  const [drafts, setDrafts] = useState<PosDraft[]>(readDrafts);
  const [open, setOpen] = useState<DraftsDialogOpen>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    drafts,
    setDrafts,
    open,
    setOpen,
    error,
    setError,
    openSave: () => {
      if (cart.length === 0) toast.error(posText.cart.cartEmpty);
      else {
        setError(null);
        setOpen('saveDraft');
      }
    },
    openList: () => {
      // Another tab may have saved or deleted drafts since.
      setDrafts(readDrafts());
      setOpen('drafts');
    },
  };
}

export type PosDraftDialogsProps = {
  state: ReturnType<typeof usePosDrafts>;
  cart: PosCartLine[];
  /** Issue 21: the courses en espera, saved with the draft. */
  heldCourses?: readonly number[];
  menu: readonly PosMenuItem[];
  currency: string;
  dispatch: Dispatch<PosAction>;
};

/** Save draft and drafts list (spec §2, §4): saving needs a non-empty cart and then clears it. */
export function PosDraftDialogs({ state, cart, heldCourses, menu, currency, dispatch }: PosDraftDialogsProps) {
  const { drafts, setDrafts, open, setOpen, error, setError } = state;
  return (
    <>
      <SaveDraftDialog
        open={open === 'saveDraft'}
        onOpenChange={(next) => setOpen(next ? 'saveDraft' : null)}
        defaultName={posText.drafts.defaultName(drafts.length + 1)}
        error={error}
        onSave={(nameRef) => {
          if (cart.length === 0) {
            toast.error(posText.cart.cartEmpty);
            return;
          }
          storingDrafts(
            () => saveDraft(nameRef, cart, heldCourses),
            setError,
            (next) => {
              setDrafts(next);
              dispatch({ type: 'clearCart' });
              setOpen(null);
              toast.success(posText.drafts.saved);
            },
          );
        }}
      />
      <DraftsDialog
        open={open === 'drafts'}
        onOpenChange={(next) => setOpen(next ? 'drafts' : null)}
        drafts={drafts}
        currency={currency}
        onLoad={(draft) => {
          dispatch({ type: 'loadCart', cart: draft.cart, menu, heldCourses: draft.heldCourses });
          setOpen(null);
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
    </>
  );
}
