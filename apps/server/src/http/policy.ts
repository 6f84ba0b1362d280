import { hasAnyScope, isAdmin, type Scope } from '@comandero/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../lib/auth-context.js';
import { forbidden, unauthenticated } from './http-error.js';

/**
 * Who may call a route: anyone, any signed-in user, holders of one of the scopes (admin passes), or
 * the admin alone ('admin': no scope opens it, e.g. the audit log).
 */
export type Policy = 'public' | 'authenticated' | 'admin' | { anyOf: readonly Scope[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const scopes = (...anyOf: Scope[]): Policy => ({ anyOf });

/**
 * `doc` is what the route declared for the API document, typed through the Fastify config that
 * openapi-route.ts extends (importing it here would tie the two files in a circle); undefined if nothing.
 */
export type RegisteredRoute = {
  method: string;
  url: string;
  policy: Policy | undefined;
  doc?: FastifyContextConfig['doc'];
};

/** The caller of a guarded route; the guard has already refused anyone else. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/**
 * Installs the guard on every API route and refuses to start if one lacks a policy, so a new route
 * cannot be reachable by accident. The list of registered routes is kept for the policy test and
 * the API document.
 */
export function registerPolicyGuard(
  app: FastifyInstance,
  prefix: string,
  authenticate: (request: FastifyRequest) => Promise<AuthContext | null>,
): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return;
    const policy = route.config?.policy;
    const doc = route.config?.doc;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, policy, doc });
      // The web calls the contracts definition's method and path: a route registered elsewhere would 404 it.
      if (doc && (doc.method !== method || `${prefix}${doc.path}` !== route.url))
        throw new Error(`La ruta ${method} ${route.url} no es la de su definición (${doc.method} ${doc.path})`);
    }
    if (!policy) throw new Error(`La ruta ${route.url} no declara una política de acceso`);
  });
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.policy;
    if (!policy || policy === 'public') return;
    request.auth = await authenticate(request);
    if (!request.auth) throw unauthenticated();
    if (policy === 'authenticated') return;
    const user = request.auth.user;
    if (!(policy === 'admin' ? isAdmin(user) : hasAnyScope(user, policy.anyOf))) throw forbidden();
  });
  return routes;
}
