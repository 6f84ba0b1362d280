import type { SessionUser } from '@comandero/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { initials } from '../../lib/format';

export const USER_MENU_TRIGGER =
  'flex h-11 items-center gap-2.5 rounded-xl pr-2 pl-1 text-left transition-colors hover:bg-stone-900/5 data-[state=open]:bg-stone-900/5';

/** What the user menu's button shows: initials, name and designation (or role), a chevron. */
export function UserMenuFace({ user }: { user: SessionUser }) {
  return (
    <>
      <span className="grid size-9 place-items-center rounded-lg bg-stone-900 text-xs font-bold text-white">
        {initials(user.name)}
      </span>
      <span className="hidden min-w-0 flex-col leading-tight md:flex">
        <span className="max-w-40 truncate text-sm font-semibold text-stone-900">{user.name}</span>
        <span className="max-w-40 truncate text-xs text-stone-500">{user.designation ?? user.role.toUpperCase()}</span>
      </span>
      <IconChevronDown size={16} className="text-stone-500" aria-hidden />
    </>
  );
}
