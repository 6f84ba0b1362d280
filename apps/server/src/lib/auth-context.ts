import type { DataVersions } from './data-stamp.js';

/**
 * Who is calling, once a session is proven: shared by the HTTP guard, the socket handshake and the
 * services, so that none of those layers has to import the auth module to name its caller.
 */
export type AuthUserRow = {
  id: number;
  username: string;
  name: string;
  role: string;
  designation: string | null;
  photo: string | null;
  scope: string;
};

/**
 * sessionId is the stored key (the device_id), never the secret id the cookies carry. `versions`:
 * our data's counters, read by the session check in the same query (after the request arrived), so
 * a kept answer's stamp costs the request no second round trip (data-stamp.ts).
 */
export type AuthContext = { user: AuthUserRow; sessionId: string; versions?: DataVersions };
