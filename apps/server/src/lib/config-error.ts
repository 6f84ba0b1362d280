/**
 * A setting the server cannot start with. main.ts prints its message alone, without a stack trace,
 * so whoever starts the server reads what to fix. Here rather than in config.ts so that a module
 * checking its own piece of the setup (the session key file) need not import the wiring.
 */
export class ConfigError extends Error {}
