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

/** sessionId is the stored key (the device_id), never the secret id the cookies carry. */
export type AuthContext = { user: AuthUserRow; sessionId: string };
