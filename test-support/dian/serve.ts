/**
 * The DIAN simulator as a process of its own, for a browser test's server (apps/web/playwright.config.ts):
 * `node --import tsx test-support/dian/serve.ts <port> <software PIN>` accepts every valid document
 * until it is stopped.
 */
import { startFakeDian } from './fake-dian.js';

const [port, softwarePin] = process.argv.slice(2);
if (!port || !softwarePin) throw new Error('uso: serve.ts <puerto> <PIN del software>');
const dian = await startFakeDian({ softwarePin, port: Number(port) });
console.log(`DIAN simulada en ${dian.url}`);
const stop = () => void dian.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
