import { MESSAGES, removeDeviceBody, signInBody } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { deviceNameFromUserAgent } from '../../lib/device-name.js';
import { clearSessionCookies, sessionCookiesOf, setSessionCookies } from './auth-cookies.js';
import type { AuthService } from './auth.service.js';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService) {
  app.post('/auth/signin', { config: { policy: 'public' } }, async (request, reply) => {
    const body = parseInput(signInBody, request.body);
    const { user, tokens } = await auth.signIn(body.username, body.password, {
      ip: request.ip ?? null,
      deviceName: deviceNameFromUserAgent(request.headers['user-agent']),
    });
    setSessionCookies(reply, tokens.access, tokens.refresh);
    return { message: MESSAGES.signedIn, user };
  });

  app.post('/auth/refresh-token', { config: { policy: 'public' } }, async (request, reply) => {
    try {
      const tokens = await auth.refresh(request.cookies[sessionCookiesOf(request).refresh]);
      setSessionCookies(reply, tokens.access, tokens.refresh);
      return { message: 'Sesión renovada.' };
    } catch (err) {
      clearSessionCookies(reply);
      throw err;
    }
  });

  app.post('/auth/signout', { config: { policy: 'public' } }, async (request, reply) => {
    const names = sessionCookiesOf(request);
    await auth.signOut(request.cookies[names.access], request.cookies[names.refresh]);
    clearSessionCookies(reply);
    return { message: MESSAGES.signedOut };
  });

  app.get('/auth/me', { config: { policy: 'authenticated' } }, async (request) => {
    const { id: _id, ...user } = authOf(request).user;
    return { user };
  });

  app.get('/auth/devices', { config: { policy: 'authenticated' } }, async (request) => {
    return auth.listDevices(authOf(request));
  });

  app.post('/auth/remove-device', { config: { policy: 'authenticated' } }, async (request) => {
    const body = parseInput(removeDeviceBody, request.body);
    await auth.removeDevice(authOf(request), body.device_id);
    return { message: MESSAGES.deviceRemoved };
  });
}
