import { z } from 'zod';
import { dbId, dbInt, envelopeSchema } from '@spesa/domain';

// The price-list calls' parameters and answers (spec "Price-list proposals", decision 0116).

const text = (max: number) => z.string().max(max);
/** The price as the dialog sends it: a number, or text with a comma; checked by listPriceCents. */
const price = z.union([z.number(), text(20)]);

export const proposalIdQuery = z.object({ price_list_proposal_id: dbId() });
export const listQuery = z.object({ publication_state_id: dbInt(-1, 6).optional() });
export const pricesQuery = z.object({
  price_list_proposal_id: dbId(),
  page: dbInt(1, 10_000).default(1),
  page_size: dbInt(1, 200).default(50),
});
export const insertQuery = z.object({
  name: text(200),
  price_list_id: dbId(),
  replaced_price_list_id: dbId().optional(),
  from_date: text(10),
  to_date: text(10).optional(),
  warehouse_id: dbId().optional(),
});
export const modifyQuery = z.object({
  price_list_proposal_id: dbId(),
  price_list_id: dbId().optional(),
  name: text(200).optional(),
  from_date: text(10).optional(),
  to_date: text(10).optional(),
});
export const priceListIdQuery = z.object({ price_list_id: dbId() });
export const getPriceQuery = z.object({
  product_id: dbId(),
  warehouse_id: dbId(),
  price_type_id: dbInt(1, 99).default(4),
  price_list_proposal_id: dbId().optional(),
});
export const explainQuery = z.object({ user_id: dbId(), product_id: dbId(), warehouse_id: dbId() });

export const addPriceBody = z.object({
  price_list_proposal_id: dbId(),
  product_id: dbId(),
  price,
  reference_price_id: dbId().optional(),
  reference_warehouse_id: dbId().optional(),
});
export const updatePriceBody = z.object({ price_list_proposal_id: dbId(), price_id: dbId(), price });
export const deletePriceBody = z.object({ price_list_proposal_id: dbId(), price_id: dbId() });
export const refuseBody = z.object({ price_list_proposal_id: dbId(), reason: text(1000) });

const day = z.string();
export const proposalSchema = z.object({
  priceListProposalId: z.number(),
  name: z.string(),
  priceListId: z.number(),
  replacedPriceListId: z.number().nullable(),
  fromDate: day,
  toDate: day.nullable(),
  warehouseId: z.number().nullable(),
  publicationStateId: z.number(),
  itemCount: z.number(),
  authorUserId: z.number(),
  approverUserId: z.number().nullable(),
  refusalReason: z.string().nullable(),
  priceList: z.object({ name: z.string(), fromDate: day, toDate: day.nullable() }),
});
const historySchema = z.object({
  fromStateId: z.number().nullable(),
  toStateId: z.number(),
  actorUserId: z.number().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
const warehousesSchema = z.object({
  warehouses: z.array(z.object({ warehouseId: z.number(), name: z.string() })),
});

export const answers = {
  proposals: envelopeSchema(z.object({ proposals: z.array(proposalSchema) }).nullable()),
  proposal: envelopeSchema(proposalSchema.extend({ history: z.array(historySchema) }).nullable()),
  prices: envelopeSchema(
    z
      .object({
        prices: z.array(
          z.object({
            priceId: z.number(),
            productId: z.number(),
            productName: z.string(),
            price: z.number(),
            priceDisplay: z.number(),
            referencePriceId: z.number().nullable(),
            referenceWarehouseId: z.number().nullable(),
          }),
        ),
        page: z.object({
          selPage: z.number(),
          itemsPerPage: z.number(),
          totItems: z.number(),
          totPages: z.number(),
        }),
      })
      .nullable(),
  ),
  price: envelopeSchema(z.object({ priceId: z.number(), priceDisplay: z.number().optional() }).nullable()),
  removed: envelopeSchema(z.object({ priceListProposalId: z.number() }).nullable()),
  warehouses: envelopeSchema(warehousesSchema.nullable()),
  priceLists: envelopeSchema(
    z
      .object({
        priceLists: z.array(
          z.object({
            priceListId: z.number(),
            name: z.string(),
            fromDate: day,
            toDate: day.nullable(),
            warehouseId: z.number().nullable(),
            statusId: z.number(),
            priority: z.number(),
          }),
        ),
      })
      .nullable(),
  ),
  getPrice: envelopeSchema(
    z
      .object({
        priceId: z.number(),
        priceDisplay: z.number().nullable(),
        proposalPrice: z.number().nullable(),
      })
      .nullable(),
  ),
  explain: envelopeSchema(
    z
      .object({
        day: z.string(),
        warehousePrice: z.number(),
        listsInForce: z.array(
          z.object({
            priceListId: z.number(),
            name: z.string(),
            level: z.enum(['customer', 'group']),
            priority: z.number(),
            priceListProposalId: z.number(),
          }),
        ),
        chosen: z
          .object({
            priceListId: z.number(),
            priceListProposalId: z.number(),
            priceId: z.number(),
            price: z.number(),
          })
          .nullable(),
        promotionApplied: z.boolean(),
        priceDisplay: z.number(),
        steps: z.array(z.string()),
      })
      .nullable(),
  ),
};
