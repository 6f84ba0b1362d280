/** Server messages shared by many routes; domain-specific ones live with their schemas. */
export const MESSAGES = {
  unauthenticated: 'Sesión no válida o expirada. Inicie sesión de nuevo.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  notFound: 'Recurso no encontrado.',
  badRequest: 'Solicitud inválida!',
  foreignOrigin: 'Origen de la solicitud no permitido.',
  tooManySignIns: 'Demasiados intentos de inicio de sesión. Intente de nuevo en unos minutos.',
  badCredentials: 'Usuario o contraseña incorrectos.',
  signedIn: 'Inicio de sesión exitoso.',
  signedOut: 'Sesión cerrada.',
  deviceRemoved: 'Dispositivo desconectado.',
  serverError: 'Error interno del servidor. Intente más tarde.',
  conflict: 'El registro ya existe.',
} as const;
