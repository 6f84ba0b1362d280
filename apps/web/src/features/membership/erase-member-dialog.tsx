import type { Member } from '@comandero/contracts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { membershipText as t } from '../../i18n/membership';
import { useEraseMember } from './membership-api';

/** Ley 1581 supresión: says exactly what goes and what stays before the server does it. */
export function EraseMemberDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const erase = useEraseMember();
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open && !erase.isPending) onClose();
      }}
      title={t.members.eraseTitle}
      message={member ? t.members.eraseQuestion(member.name, member.phone, t.points(member.balance)) : null}
      confirmLabel={t.members.eraseConfirm}
      pending={erase.isPending}
      onConfirm={() => {
        if (member) erase.mutate(member.phone, { onSuccess: onClose });
      }}
    />
  );
}
