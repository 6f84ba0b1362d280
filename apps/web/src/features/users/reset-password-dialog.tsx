import { userPasswordBody, type User } from '@comandero/contracts';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { usersText } from '../../i18n/users';
import { PasswordField } from './password-field';
import { useResetPassword } from './users-api';
import { validate } from './validate';

const t = usersText.reset;

/** A new password for a staff user; the server ends their open sessions. */
export function ResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const checked = validate(userPasswordBody, { password });
    if (!checked.ok) return setError(checked.errors.password);
    return reset.mutateAsync({ username: user.username, body: { password } }).then(onClose);
  };
  return (
    <FormDialog
      title={t.title(user.name)}
      description={t.description}
      onClose={onClose}
      onSubmit={submit}
      pending={reset.isPending}
      error={reset.error}
      submitLabel={t.submit}
      size="sm"
    >
      <PasswordField
        label={t.password}
        required
        value={password}
        error={error}
        hint={usersText.form.passwordHint}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
