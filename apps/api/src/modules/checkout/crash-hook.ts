import type { CheckoutContext, CrashPoint } from './checkout.context.js';

/**
 * Kills the process at a phase boundary when the crash tests ask for it (CHECKOUT_TEST_CRASH_AT,
 * honoured only with NODE_ENV=test; see config.ts). Inert otherwise: `crashAt` is undefined.
 */
export function crashPoint(ctx: CheckoutContext, at: CrashPoint): void {
  if (ctx.crashAt === at) process.kill(process.pid, 'SIGKILL');
}
