import type { Scope } from '@comandero/contracts';
import { useId } from 'react';
import { SCOPE_GROUPS, usersText } from '../../i18n/users';
import { cn } from '../../lib/cn';

const t = usersText.scopes;

type Props = {
  value: readonly Scope[];
  onChange: (next: Scope[]) => void;
  error?: string;
  /** Scopes the signed-in user may not grant (the server refuses them); shown disabled unless already checked. */
  locked?: readonly Scope[];
};

/** The fixed scope list by area; each row (the whole row is the touch target) says what the scope opens. */
export function ScopePicker({ value, onChange, error, locked = [] }: Props) {
  const id = useId();
  const toggle = (scope: Scope, on: boolean) =>
    onChange(on ? [...value.filter((s) => s !== scope), scope] : value.filter((s) => s !== scope));
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-help`}>
      <legend className="text-sm font-medium text-stone-700">
        {t.legend} <span className="font-normal text-stone-500">· {t.selected(value.length)}</span>
      </legend>
      <p id={`${id}-help`} className="-mt-1 text-sm text-stone-500">
        {t.description}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        {SCOPE_GROUPS.map((group) => (
          <fieldset key={group.area} className="rounded-xl border border-stone-200 p-2">
            <legend className="px-2 text-xs font-semibold tracking-wide text-stone-500 uppercase">{group.area}</legend>
            {group.scopes.map(({ scope, label, description }) => {
              const checked = value.includes(scope);
              const disabled = locked.includes(scope) && !checked;
              return (
                <label
                  key={scope}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 transition-colors',
                    checked ? 'bg-brand-50' : 'hover:bg-stone-50',
                    disabled && 'cursor-not-allowed opacity-60 hover:bg-transparent',
                  )}
                >
                  <input
                    type="checkbox"
                    className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600"
                    checked={checked}
                    disabled={disabled}
                    onChange={(e) => toggle(scope, e.target.checked)}
                    aria-labelledby={`${id}-${scope}`}
                    aria-describedby={`${id}-${scope}-desc`}
                    data-scope={scope}
                  />
                  <span className="min-w-0">
                    <span id={`${id}-${scope}`} className="block text-[15px] font-medium text-stone-900">
                      {label}
                    </span>
                    <span id={`${id}-${scope}-desc`} className="block text-sm text-stone-500">
                      {disabled ? t.notYours : description}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
