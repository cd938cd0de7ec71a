import type { DatabaseConnection, Dialect, Driver } from 'kysely';

// SQLite has one connection; Kysely's driver guards it with a mutex whose release wakes every
// waiter, each of which then checks and waits again. With 50 shoppers queued that is 50 wake-ups
// per statement batch, CPU spent on waiting that grows with the queue (decision 0055). This queue
// hands the connection to the next waiter only, in arrival order, so the inner mutex is never
// contended.

/** A first-come first-served lock: release hands it straight to the oldest waiter. */
class FifoLock {
  held = false;
  private readonly waiters: Array<() => void> = [];

  lock(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  unlock(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.held = false;
  }
}

/** The driver of `inner` with its connection handed out through a FifoLock. */
class FifoDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly queue: FifoLock,
    private readonly begin?: () => Promise<void>,
  ) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();
  beginTransaction: Driver['beginTransaction'] = (c, s) => (this.begin ? this.begin() : this.inner.beginTransaction(c, s));
  commitTransaction = (c: DatabaseConnection) => this.inner.commitTransaction(c);
  rollbackTransaction = (c: DatabaseConnection) => this.inner.rollbackTransaction(c);
  savepoint: Driver['savepoint'] = (c, name, compile) => this.inner.savepoint!(c, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (c, name, compile) =>
    this.inner.rollbackToSavepoint!(c, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (c, name, compile) =>
    this.inner.releaseSavepoint!(c, name, compile);

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.queue.lock();
    try {
      return await this.inner.acquireConnection();
    } catch (e) {
      this.queue.unlock();
      throw e;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      this.queue.unlock();
    }
  }
}

/**
 * `dialect` (SQLite's) with its single connection queued first come, first served; `begin`, when
 * given, opens each transaction in place of the driver's plain `begin`. `idle()` tells whether
 * nothing holds the connection now (no transaction open, no statement queued or running).
 */
export function withFifoConnection(
  dialect: Dialect,
  begin?: () => Promise<void>,
): { dialect: Dialect; idle: () => boolean } {
  const queue = new FifoLock();
  return {
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => new FifoDriver(dialect.createDriver(), queue, begin),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
    },
    idle: () => !queue.held,
  };
}
