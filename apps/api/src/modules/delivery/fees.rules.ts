/**
 * Delivery fee by goods total: each rule applies from its minimum total up to the next rule's.
 * All amounts are integer cents.
 */
export interface FeeRule {
  minTotalCents: number;
  feeCents: number;
}

export interface FeeSummary {
  feeCents: number;
  /** The total from which the fee is 0; null when it never is. */
  freeFromCents: number | null;
  /** What is missing to reach the next (cheaper) rule; null at the cheapest. */
  missingForNextCents: number | null;
  bands: Array<{ fromCents: number; toCents: number | null; feeCents: number }>;
}

const sorted = (rules: readonly FeeRule[]) => [...rules].sort((a, b) => a.minTotalCents - b.minTotalCents);

/** The fee for a total; 0 with no rules (a service without fees) or below the first rule. */
export function feeFor(rules: readonly FeeRule[], totalCents: number): number {
  let fee = 0;
  for (const r of sorted(rules)) if (totalCents >= r.minTotalCents) fee = r.feeCents;
  return fee;
}

export function summarizeFees(rules: readonly FeeRule[], totalCents: number): FeeSummary {
  const list = sorted(rules);
  const bands = list.map((r, i) => ({
    fromCents: r.minTotalCents,
    // Bands are shown "da 50,00 a 99,99 €": the next band starts one cent later.
    toCents: i + 1 < list.length ? list[i + 1].minTotalCents - 1 : null,
    feeCents: r.feeCents,
  }));
  const feeCents = feeFor(list, totalCents);
  const next = list.find((r) => r.minTotalCents > totalCents && r.feeCents < feeCents);
  const free = list.find((r) => r.feeCents === 0);
  return {
    feeCents,
    freeFromCents: free ? free.minTotalCents : list.length === 0 ? 0 : null,
    missingForNextCents: next ? next.minTotalCents - totalCents : null,
    bands,
  };
}
