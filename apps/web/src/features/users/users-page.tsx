import type { User } from '@comandero/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/states';
import { usersText as t } from '../../i18n/users';
import { useSessionUser } from '../../lib/session-user';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserDialog } from './user-dialog';
import { useDeleteUser, useUsers } from './users-api';
import { UsersTable, type UserAction } from './users-table';

type Open = { action: 'add' } | { action: UserAction; user: User } | null;

/** /dashboard/users (spec §2 Users): list, add, update, reset password and delete staff users. */
export function UsersPage() {
  const me = useSessionUser();
  const users = useUsers();
  const remove = useDeleteUser();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader
        title={t.title}
        description={users.data ? t.count(users.data.length) : t.subtitle}
        actions={
          <Button size="lg" icon={<IconPlus size={20} aria-hidden />} onClick={() => setOpen({ action: 'add' })}>
            {t.add}
          </Button>
        }
      />
      <Card padding="none">
        {users.isError ? (
          <ErrorState
            message={t.loadError}
            action={
              <Button variant="outline" onClick={() => void users.refetch()}>
                {t.retry}
              </Button>
            }
          />
        ) : users.data ? (
          <UsersTable users={users.data} me={me.username} onAction={(action, user) => setOpen({ action, user })} />
        ) : (
          <LoadingState message={t.loading} />
        )}
      </Card>
      {open?.action === 'add' ? <UserDialog user={null} onClose={close} /> : null}
      {open?.action === 'edit' ? <UserDialog user={open.user} onClose={close} /> : null}
      {open?.action === 'reset' ? <ResetPasswordDialog user={open.user} onClose={close} /> : null}
      <ConfirmDialog
        open={open?.action === 'delete'}
        onOpenChange={(o) => (o ? undefined : close())}
        title={t.confirmDeleteTitle}
        message={t.confirmDelete}
        confirmLabel={t.deleteLabel}
        pending={remove.isPending}
        onConfirm={() => {
          if (open?.action !== 'delete') return;
          remove.mutate(open.user.username, { onSuccess: close });
        }}
      />
    </>
  );
}
