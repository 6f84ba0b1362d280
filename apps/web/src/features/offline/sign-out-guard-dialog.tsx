import { IconDownload } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { offlineText } from '../../i18n/offline';
import type { OutboxEntry } from './outbox';
import { downloadFile, exportPending } from './sign-out-guard';

/**
 * Issue 22: signing out with orders still on the device is refused (another user's session could
 * not send them); the staff can download them as a file for the manager.
 */
export function SignOutGuardDialog({ blocking, onClose }: { blocking: OutboxEntry[] | null; onClose: () => void }) {
  const T = offlineText.signOut;
  return (
    <Dialog
      open={blocking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={T.title}
      description={blocking ? T.message(blocking.length) : undefined}
      size="sm"
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose}>
            {offlineText.entry.close}
          </Button>
          <Button
            size="lg"
            icon={<IconDownload size={18} aria-hidden />}
            onClick={() => {
              if (!blocking) return;
              downloadFile(exportPending(blocking));
              toast.success(T.exported);
            }}
          >
            {T.export}
          </Button>
        </>
      }
    />
  );
}
