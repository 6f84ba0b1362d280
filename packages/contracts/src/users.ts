import { z } from 'zod';
import { isBlank } from './form-fields.js';
import { SCOPES, type Scope } from './scopes.js';

/** Users screen texts (spec §5 Users: name, username and password required). */
export const USER_MESSAGES = {
  nameRequired: '¡Por favor ingrese el nombre!',
  nameTooLong: '¡El nombre no puede superar 100 caracteres!',
  usernameRequired: '¡Por favor ingrese el nombre de usuario!',
  usernameInvalid: '¡Nombre de usuario inválido! Use de 3 a 50 letras sin tildes, números, punto, guion o guion bajo.',
  passwordRequired: '¡Por favor ingrese la contraseña!',
  passwordTooShort: '¡La contraseña debe tener al menos 8 caracteres!',
  passwordTooLong: '¡La contraseña no puede superar 200 caracteres!',
  designationTooLong: '¡El cargo no puede superar 100 caracteres!',
  phoneTooLong: '¡El teléfono no puede superar 30 caracteres!',
  emailInvalid: '¡Por favor ingrese un correo válido!',
  scopesInvalid: '¡Permisos inválidos! Elija los permisos de la lista.',
  duplicate: '¡Ya existe un usuario con ese nombre de usuario!',
  notFound: '¡Usuario no encontrado!',
  adminUntouchable: '¡Los usuarios administradores no se pueden editar, restablecer ni eliminar!',
  selfDelete: '¡No puede eliminar su propio usuario!',
  scopesBeyondGranter: '¡Solo puede otorgar los permisos que usted tiene!',
  added: '¡Usuario agregado!',
  updated: '¡Usuario actualizado!',
  passwordUpdated: '¡Contraseña actualizada! Las sesiones abiertas del usuario se cerraron.',
  deleted: '¡Usuario eliminado!',
} as const;

const M = USER_MESSAGES;

export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;

/** Spec §3 User. Never carries the password hash. */
export const userSchema = z.object({
  username: z.string(),
  name: z.string(),
  role: z.string(),
  photo: z.string().nullable(),
  designation: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Comma-separated scopes, in the order of SCOPES; empty for admins (who pass everywhere). */
  scope: z.string(),
});
export type User = z.infer<typeof userSchema>;

const blankToNull = (v: unknown) => (isBlank(v) ? null : v);
const optionalText = (max: number, message: string) =>
  z
    .preprocess(blankToNull, z.string({ error: message }).trim().max(max, message).nullable())
    .optional()
    .transform((v) => v ?? null);

const password = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(200, M.passwordTooLong);

/** The scope picker sends a list (or a comma list); only names of the fixed list are accepted. */
const userScopes = z
  .preprocess(
    (v) =>
      isBlank(v)
        ? []
        : typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
    z.array(z.enum(SCOPES, { error: M.scopesInvalid }), { error: M.scopesInvalid }).max(SCOPES.length * 2),
  )
  .optional()
  .transform((list): Scope[] => SCOPES.filter((s) => (list ?? []).includes(s)));

const profile = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameTooLong),
  designation: optionalText(100, M.designationTooLong),
  phone: optionalText(30, M.phoneTooLong),
  email: z
    .preprocess(blankToNull, z.email({ error: M.emailInvalid }).max(200, M.emailInvalid).nullable())
    .optional()
    .transform((v) => v ?? null),
  userScopes,
};

/** POST /users/add. New users get the role "staff": what they may open is their scope list. */
export const userAddBody = z.object({
  username: z
    .string({ error: M.usernameRequired })
    .trim()
    .min(1, M.usernameRequired)
    .regex(USERNAME_PATTERN, M.usernameInvalid),
  password,
  ...profile,
});
export type UserAddBody = z.input<typeof userAddBody>;

/** POST /users/update/{username}. The username cannot change; a username in the body is ignored. */
export const userUpdateBody = z.object(profile);
export type UserUpdateBody = z.input<typeof userUpdateBody>;

/** POST /users/update-password/{username}. */
export const userPasswordBody = z.object({ password });
export type UserPasswordBody = z.input<typeof userPasswordBody>;
