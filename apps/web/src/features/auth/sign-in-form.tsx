import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { TextField } from '../../components/text-field';
import { es } from '../../i18n/es';
import { useSignIn } from './auth-api';

type Errors = { username?: string; password?: string };

export function SignInForm() {
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = es.signIn.usernameRequired;
    if (!password) next.password = es.signIn.passwordRequired;
    setErrors(next);
    // The first empty field takes the focus (spec §5).
    if (next.username) return usernameRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    signIn.mutate({ username: username.trim(), password });
  };

  return (
    // noValidate: the spec's own messages replace the browser's bubbles; `required` stays for semantics.
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField
        ref={usernameRef}
        name="username"
        label={es.signIn.usernameLabel}
        placeholder={es.signIn.usernamePlaceholder}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        className="h-12"
        value={username}
        error={errors.username}
        onChange={(e) => {
          setUsername(e.target.value);
          if (errors.username) setErrors((prev) => ({ ...prev, username: undefined }));
        }}
      />
      <TextField
        ref={passwordRef}
        name="password"
        type={showPassword ? 'text' : 'password'}
        label={es.signIn.passwordLabel}
        placeholder={es.signIn.passwordPlaceholder}
        autoComplete="current-password"
        required
        className="h-12"
        value={password}
        error={errors.password}
        onChange={(e) => {
          setPassword(e.target.value);
          if (errors.password) setErrors((prev) => ({ ...prev, password: undefined }));
        }}
        trailing={
          <IconButton
            label={showPassword ? es.signIn.hidePassword : es.signIn.showPassword}
            icon={showPassword ? <IconEyeOff size={20} aria-hidden /> : <IconEye size={20} aria-hidden />}
            onClick={() => setShowPassword((v) => !v)}
          />
        }
      />
      <Button type="submit" size="lg" fullWidth loading={signIn.isPending} className="mt-2">
        {es.signIn.submit}
      </Button>
    </form>
  );
}
