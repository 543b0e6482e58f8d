/** Ports and folders shared by the e2e server script and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const MAIL_DIR = new URL('../.mail/', import.meta.url).pathname;
export const API_URL = `http://127.0.0.1:${E2E_PORT}`;
