import { IconDeviceDesktop } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { customerDisplayText } from '../../i18n/customer-display';
import { cn } from '../../lib/cn';
import { deferred } from '../../lib/deferred';

const T = customerDisplayText.pos;

// The dialog (and the QR encoder it draws the pairing code with) loads on its first opening, not with
// the POS's first chunk (issue 22). Closed, it draws nothing, so nothing moves.
const DisplayDialog = deferred(
  () => import('./display-dialog').then((m) => m.DisplayDialog),
  (p) => p.open,
);

/** The POS's "Pantalla del cliente": open the display on this computer's second screen, or pair another device. */
export function CustomerDisplayButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className={cn(className)}
        icon={<IconDeviceDesktop size={19} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {T.button}
      </Button>
      <DisplayDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
