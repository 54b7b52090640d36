/**
 * Where one run of the browser journeys lives: its server's port, SQLite directory and PostgreSQL schema, all
 * derived from E2E_PORT, so that two runs can go side by side without sharing anything (a developer's run beside
 * CI's, say).
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 8180);
export const e2eDataDir = `.tmp/e2e-data-${e2ePort}`;
export const e2eSchema = `e2e_${e2ePort}`;
/** The real-time journeys' own servers: the one they restart, and a second process on the same PostgreSQL schema. */
export const restartPort = e2ePort + 210;
export const otherPort = e2ePort + 211;
