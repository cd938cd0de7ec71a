import { sql, type Expression, type SqlBool } from 'kysely';

// The SQL the catalogue selects and orders a list customer's products with (decision 0116), over
// its product alias `p`. The proposals in force are passed best first (customerPricing): a
// product takes the first that prices it, as listPricesOf picks. Ids are the database's own
// integers, written as literals (an order by CASE of parameters would be text on PostgreSQL).

const lits = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql.lit(Math.trunc(id))),
    sql`, `,
  );

/** True when one of these proposals prices the product `p`. */
export function listedProductSql(proposalIds: number[]): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from price_list_proposal_price lp
    where lp.product_id = p.product_id and lp.price_list_proposal_id in (${lits(proposalIds)}))`;
}

/** True when the proposal pricing `p` (the first in order that prices it) is one of `off`. */
export function listPromotionsOffSql(proposalIds: number[], off: number[]): Expression<SqlBool> {
  const rank = sql.join(
    proposalIds.map((id, i) => sql`when ${sql.lit(Math.trunc(id))} then ${sql.lit(i)}`),
    sql` `,
  );
  return sql<SqlBool>`coalesce((select case when lp.price_list_proposal_id in (${lits(off)}) then 1 else 0 end
    from price_list_proposal_price lp
    where lp.product_id = p.product_id and lp.price_list_proposal_id in (${lits(proposalIds)})
    order by case lp.price_list_proposal_id ${rank} end limit 1), 0) = 1`;
}
