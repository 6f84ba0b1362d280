import { deviceSchema, meAnswer, removeDeviceBody, signInAnswer, signInBody } from '../auth.js';
import { messageAnswer } from '../api-answers.js';
import { defineRoute } from '../api-route.js';
import { z } from 'zod';

export const AUTH_API = {
  signIn: defineRoute({ method: 'POST', path: '/auth/signin', body: signInBody, answer: signInAnswer }),
  refresh: defineRoute({ method: 'POST', path: '/auth/refresh-token', answer: messageAnswer }),
  signOut: defineRoute({ method: 'POST', path: '/auth/signout', answer: messageAnswer }),
  me: defineRoute({ method: 'GET', path: '/auth/me', answer: meAnswer }),
  devices: defineRoute({ method: 'GET', path: '/auth/devices', answer: z.array(deviceSchema) }),
  removeDevice: defineRoute({
    method: 'POST',
    path: '/auth/remove-device',
    body: removeDeviceBody,
    answer: messageAnswer,
  }),
};
