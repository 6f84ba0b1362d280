import { z } from 'zod';

export const signInBody = z.object({
  username: z
    .string({ error: 'El nombre de usuario es requerido' })
    .trim()
    .min(1, 'El nombre de usuario es requerido')
    .max(100, 'El nombre de usuario es demasiado largo'),
  password: z
    .string({ error: 'La contraseña es requerida' })
    .min(1, 'La contraseña es requerida')
    .max(200, 'La contraseña es demasiado larga'),
});
export type SignInBody = z.infer<typeof signInBody>;

/** What the browser keeps after sign-in (spec §3 Session user). */
export const sessionUser = z.object({
  username: z.string(),
  name: z.string(),
  role: z.string(),
  designation: z.string().nullable(),
  photo: z.string().nullable(),
  scope: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const signInAnswer = z.object({ message: z.string(), user: sessionUser });
export type SignInResponse = z.infer<typeof signInAnswer>;
export type MessageResponse = { message: string };
/** GET /auth/me. */
export const meAnswer = z.object({ user: sessionUser });

export const removeDeviceBody = z.object({
  device_id: z.string({ error: 'Dispositivo inválido' }).min(1, 'Dispositivo inválido').max(100),
});

export const deviceSchema = z.object({
  device_id: z.string(),
  device_ip: z.string().nullable(),
  device_name: z.string().nullable(),
  device_location: z.string().nullable(),
  created_at: z.string(),
  isMyDevice: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;
