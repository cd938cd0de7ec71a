// Types of server.mjs (plain JavaScript, because bench/web runs it with Node alone).
export const repoRoot: string;
export const screenshotDir: string;
export function freePort(): Promise<number>;

export interface StartedServer {
  baseURL: string;
  stop(): Promise<void>;
  /** The SQLite file of a server started here; none with E2E_BASE_URL. */
  databaseFile?: string;
  /** The process group of a server started here (stop() ends it); none with E2E_BASE_URL. */
  pid?: number;
}
export function startServer(options?: {
  timeoutMs?: number;
  env?: Record<string, string | undefined>;
}): Promise<StartedServer>;
