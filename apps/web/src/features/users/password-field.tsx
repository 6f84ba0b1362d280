import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { IconButton } from '../../components/icon-button';
import { TextField, type TextFieldProps } from '../../components/text-field';
import { usersText } from '../../i18n/users';

/** A new password, hidden by default with a button to show it (typed on a tablet, a typo is easy). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoComplete="new-password"
      trailing={
        <IconButton
          label={shown ? usersText.form.hidePassword : usersText.form.showPassword}
          icon={shown ? <IconEyeOff size={19} aria-hidden /> : <IconEye size={19} aria-hidden />}
          onClick={() => setShown((s) => !s)}
        />
      }
    />
  );
}
