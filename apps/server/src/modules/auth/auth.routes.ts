import { AUTH_API, MESSAGES } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import { taggedRoutes } from '../../http/openapi-route.js';
import { authOf } from '../../http/policy.js';
import { deviceNameFromUserAgent } from '../../lib/device-name.js';
import { clearSessionCookies, sessionCookiesOf, setSessionCookies } from './auth-cookies.js';
import type { AuthService } from './auth.service.js';

const route = taggedRoutes('Autenticación');

const signIn = route(AUTH_API.signIn, {
  policy: 'public',
  summary: 'Iniciar sesión',
  description: 'Pone las cookies de sesión y de renovación.',
});
const refresh = route(AUTH_API.refresh, {
  policy: 'public',
  summary: 'Renovar la sesión',
  description: 'Con la cookie de renovación; si no sirve, borra las cookies.',
});
const signOut = route(AUTH_API.signOut, {
  policy: 'public',
  summary: 'Cerrar la sesión',
  description: 'Termina la sesión en el servidor y borra sus cookies.',
});
const me = route(AUTH_API.me, { policy: 'authenticated', summary: 'El usuario de la sesión' });
const devices = route(AUTH_API.devices, {
  policy: 'authenticated',
  summary: 'Listar mis dispositivos con sesión abierta',
});
const removeDevice = route(AUTH_API.removeDevice, {
  policy: 'authenticated',
  summary: 'Cerrar la sesión de uno de mis dispositivos',
});

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService) {
  app.post('/auth/signin', { config: signIn.config }, async (request, reply) => {
    const body = signIn.body(request);
    const { user, tokens } = await auth.signIn(body.username, body.password, {
      ip: request.ip ?? null,
      deviceName: deviceNameFromUserAgent(request.headers['user-agent']),
    });
    setSessionCookies(reply, tokens.access, tokens.refresh);
    return { message: MESSAGES.signedIn, user };
  });

  app.post('/auth/refresh-token', { config: refresh.config }, async (request, reply) => {
    try {
      const tokens = await auth.refresh(request.cookies[sessionCookiesOf(request).refresh]);
      setSessionCookies(reply, tokens.access, tokens.refresh);
      return { message: 'Sesión renovada.' };
    } catch (err) {
      clearSessionCookies(reply);
      throw err;
    }
  });

  app.post('/auth/signout', { config: signOut.config }, async (request, reply) => {
    const names = sessionCookiesOf(request);
    await auth.signOut(request.cookies[names.access], request.cookies[names.refresh]);
    clearSessionCookies(reply);
    return { message: MESSAGES.signedOut };
  });

  app.get('/auth/me', { config: me.config }, async (request) => {
    const { id: _id, ...user } = authOf(request).user;
    return { user };
  });

  app.get('/auth/devices', { config: devices.config }, async (request) => {
    return auth.listDevices(authOf(request));
  });

  app.post('/auth/remove-device', { config: removeDevice.config }, async (request) => {
    const body = removeDevice.body(request);
    await auth.removeDevice(authOf(request), body.device_id);
    return { message: MESSAGES.deviceRemoved };
  });
}
