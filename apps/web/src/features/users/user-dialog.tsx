import {
  parseScopes,
  SCOPES,
  scopesBeyondGranter,
  userAddBody,
  userUpdateBody,
  type Scope,
  type User,
} from '@comandero/contracts';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { usersText } from '../../i18n/users';
import { useSessionUser } from '../../lib/session-user';
import { PasswordField } from './password-field';
import { ScopePicker } from './scope-picker';
import { useAddUser, useUpdateUser } from './users-api';
import { validate, type FieldErrors } from './validate';

const t = usersText.form;

type Values = { username: string; password: string; name: string; designation: string; phone: string; email: string };

/** Add (user null) or update a user: username fixed once created, password only when adding. */
export function UserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const add = useAddUser();
  const update = useUpdateUser();
  const mutation = user ? update : add;
  const [values, setValues] = useState<Values>({
    username: user?.username ?? '',
    password: '',
    name: user?.name ?? '',
    designation: user?.designation ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
  });
  const [scopes, setScopes] = useState<Scope[]>(parseScopes(user?.scope ?? ''));
  // What the user already had may stay even if the caller lacks it; new grants only from the caller's own.
  const locked = scopesBeyondGranter(useSessionUser(), SCOPES, parseScopes(user?.scope ?? ''));
  const [errors, setErrors] = useState<FieldErrors>({});

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors((x) => ({ ...x, [name]: undefined }));
    },
  });

  const submit = () => {
    const { username, password, ...profile } = values;
    const body = { ...profile, userScopes: scopes };
    if (user) {
      const checked = validate(userUpdateBody, body);
      if (!checked.ok) return setErrors(checked.errors);
      return update.mutateAsync({ username: user.username, body }).then(onClose);
    }
    const checked = validate(userAddBody, { username, password, ...body });
    if (!checked.ok) return setErrors(checked.errors);
    return add.mutateAsync({ username, password, ...body }).then(onClose);
  };

  return (
    <FormDialog
      title={user ? t.editTitle(user.username) : t.addTitle}
      onClose={onClose}
      onSubmit={submit}
      pending={mutation.isPending}
      error={mutation.error}
      size="xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.username}
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={user !== null}
          hint={user ? t.usernameFixed : t.usernameHint}
          {...field('username')}
        />
        {user ? null : <PasswordField label={t.password} required hint={t.passwordHint} {...field('password')} />}
        <TextField label={t.name} required autoComplete="off" {...field('name')} />
        <TextField label={t.designation} autoComplete="off" {...field('designation')} />
        <TextField label={t.phone} type="tel" inputMode="tel" autoComplete="off" {...field('phone')} />
        <TextField label={t.email} type="email" autoComplete="off" {...field('email')} />
      </div>
      <ScopePicker value={scopes} onChange={setScopes} error={errors.userScopes} locked={locked} />
    </FormDialog>
  );
}
