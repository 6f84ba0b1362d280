import { isAdmin, parseScopes, type User } from '@comandero/contracts';
import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { Badge } from '../../components/badge';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { IconButton } from '../../components/icon-button';
import { SCOPE_GROUPS, usersText as t } from '../../i18n/users';

export type UserAction = 'edit' | 'reset' | 'delete';

type Props = { users: User[]; me: string; onAction: (action: UserAction, user: User) => void };

const LABELS = new Map(SCOPE_GROUPS.flatMap((g) => g.scopes.map((s) => [s.scope, s.label] as const)));

function ScopesCell({ user }: { user: User }) {
  if (isAdmin(user)) return <Badge tone="brand">{t.adminAccess}</Badge>;
  const scopes = parseScopes(user.scope);
  if (scopes.length === 0) return <span className="text-stone-500">{t.noScopes}</span>;
  return (
    <ul className="flex flex-wrap gap-1 py-2" aria-label={t.scopesCount(scopes.length)}>
      {scopes.map((s) => (
        <li key={s}>
          <Badge>{LABELS.get(s) ?? s}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Users with their scopes; admins (spec §6) and the signed-in user's own delete get no buttons. */
export function UsersTable({ users, me, onAction }: Props) {
  const columns: DataTableColumn<User>[] = [
    {
      key: 'user',
      header: t.columns.user,
      render: (u) => (
        <div className="py-2">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold [overflow-wrap:anywhere] text-stone-900">
            {u.name}
            {isAdmin(u) ? <Badge tone="brand">{t.admin}</Badge> : null}
            {u.username === me ? <Badge tone="info">{t.you}</Badge> : null}
          </span>
          <span className="block text-sm [overflow-wrap:anywhere] text-stone-500">@{u.username}</span>
          {u.designation ? <span className="block text-sm text-stone-500 md:hidden">{u.designation}</span> : null}
          {/* Phones hide the scopes column: say how many at least. */}
          <span className="block text-sm text-stone-500 sm:hidden">
            {isAdmin(u) ? t.adminAccess : t.scopesCount(parseScopes(u.scope).length)}
          </span>
        </div>
      ),
    },
    {
      key: 'designation',
      header: t.columns.designation,
      className: 'hidden md:table-cell',
      render: (u) => u.designation ?? '—',
    },
    {
      key: 'contact',
      header: t.columns.contact,
      className: 'hidden lg:table-cell',
      render: (u) => (
        <>
          <span className="block">{u.phone ?? '—'}</span>
          {u.email ? <span className="block text-sm text-stone-500">{u.email}</span> : null}
        </>
      ),
    },
    {
      key: 'scopes',
      header: t.columns.scopes,
      className: 'hidden sm:table-cell max-w-80',
      render: (u) => <ScopesCell user={u} />,
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t.columns.actions}</span>,
      align: 'right',
      render: (u) =>
        isAdmin(u) ? null : (
          <span className="inline-flex gap-1">
            <IconButton
              label={t.edit(u.name)}
              icon={<IconPencil size={19} aria-hidden />}
              onClick={() => onAction('edit', u)}
            />
            <IconButton
              label={t.resetPassword(u.name)}
              icon={<IconKey size={19} aria-hidden />}
              onClick={() => onAction('reset', u)}
            />
            {u.username === me ? null : (
              <IconButton
                label={t.remove(u.name)}
                variant="danger"
                icon={<IconTrash size={19} aria-hidden />}
                onClick={() => onAction('delete', u)}
              />
            )}
          </span>
        ),
    },
  ];
  return (
    <DataTable
      caption={t.caption}
      columns={columns}
      rows={users}
      rowKey={(u) => u.username}
      emptyMessage={t.empty}
      minWidthClassName="min-w-0"
    />
  );
}
