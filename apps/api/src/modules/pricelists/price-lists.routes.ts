import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { requireStaff, requireUser } from '../../http/auth-guards.js';
import { ok } from '../../http/envelope.js';
import type { PriceExplainService } from './price-explain.service.js';
import type { PriceListActor, PriceListProposalsService } from './price-list-proposals.service.js';
import * as s from './price-lists.schemas.js';

/**
 * The spec's price-list proposal calls, with its methods and parameters (state-changing GETs are
 * CSRF-checked like user-address/delete), the approver's approve/refuse and the staff's
 * explanation of a price (decision 0116). Every call but the explanation needs a price-list role.
 */
export function priceListRoutes(
  db: Db,
  service: PriceListProposalsService,
  explain: PriceExplainService,
): FastifyPluginAsyncZod {
  const tags = ['listini'];
  const actorOf = (req: FastifyRequest): Promise<PriceListActor> =>
    service.actor(db, requireUser(req).userId);
  const P = '/price-list-proposal';
  const get = <Q extends z.ZodType, R extends z.ZodType>(
    summary: string,
    querystring: Q,
    response: R,
    changes = false,
  ) => ({
    schema: { tags, summary, querystring, response: { 200: response } },
    ...(changes && { config: { csrf: true } }),
  });
  const post = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, response: R) => ({
    schema: { tags, summary, body, response: { 200: response } },
  });

  return async (app) => {
    app.get(
      `${P}/list`,
      get('Le proposte di listino visibili', s.listQuery, s.answers.proposals),
      async (req) =>
        ok({ proposals: await service.list(db, await actorOf(req), req.query.publication_state_id) }),
    );
    app.get(`${P}/view`, get('Una proposta di listino', s.proposalIdQuery, s.answers.proposal), async (req) =>
      ok(await service.view(db, await actorOf(req), req.query.price_list_proposal_id)),
    );
    app.get(
      `${P}/list-product-prices`,
      get('I prezzi di una proposta', s.pricesQuery, s.answers.prices),
      async (req) => {
        const q = req.query;
        return ok(
          await service.listPrices(db, await actorOf(req), q.price_list_proposal_id, q.page, q.page_size),
        );
      },
    );
    app.post(
      `${P}/add-product-price`,
      post('Aggiunge un prezzo', s.addPriceBody, s.answers.price),
      async (req) => ok(await service.addPrice(db, await actorOf(req), req.body)),
    );
    app.post(
      `${P}/update-product-price`,
      post('Cambia un prezzo', s.updatePriceBody, s.answers.price),
      async (req) => ok(await service.updatePrice(db, await actorOf(req), req.body)),
    );
    app.post(
      `${P}/delete-product-price`,
      post('Toglie un prezzo', s.deletePriceBody, s.answers.price),
      async (req) => ok(await service.deletePrice(db, await actorOf(req), req.body)),
    );
    app.get(`${P}/insert`, get('Crea una proposta', s.insertQuery, s.answers.proposal, true), async (req) =>
      ok(await service.insert(db, await actorOf(req), req.query)),
    );
    app.get(
      `${P}/modify`,
      get('Modifica una proposta', s.modifyQuery, s.answers.proposal, true),
      async (req) => ok(await service.modify(db, await actorOf(req), req.query)),
    );
    app.get(
      `${P}/delete`,
      get('Elimina una proposta', s.proposalIdQuery, s.answers.removed, true),
      async (req) => ok(await service.remove(db, await actorOf(req), req.query.price_list_proposal_id)),
    );
    app.get(
      `${P}/confirm-proposal`,
      get('Invia la proposta in validazione', s.proposalIdQuery, s.answers.proposal, true),
      async (req) => ok(await service.confirm(db, await actorOf(req), req.query.price_list_proposal_id)),
    );
    app.post(
      `${P}/approve`,
      post('Approva una proposta (chi approva)', s.proposalIdQuery, s.answers.proposal),
      async (req) => ok(await service.approve(db, await actorOf(req), req.body.price_list_proposal_id)),
    );
    app.post(
      `${P}/refuse`,
      post('Rifiuta una proposta con il motivo', s.refuseBody, s.answers.proposal),
      async (req) =>
        ok(await service.refuse(db, await actorOf(req), req.body.price_list_proposal_id, req.body.reason)),
    );
    app.get(
      `${P}/get-suggested-warehouse-list`,
      get('Magazzini suggeriti per un listino', s.priceListIdQuery, s.answers.warehouses),
      async (req) => ok(await service.suggestedWarehouses(db, await actorOf(req), req.query.price_list_id)),
    );
    app.get(
      `${P}/warehouse-list`,
      get('Magazzini su cui si lavora', s.listQuery.pick({}), s.answers.warehouses),
      async (req) => ok(await service.warehouseList(db, await actorOf(req))),
    );
    app.get(
      `${P}/get_price`,
      get('Prezzo di riferimento di un prodotto', s.getPriceQuery, s.answers.getPrice),
      async (req) => {
        const actor = await actorOf(req);
        const q = req.query;
        // Another person's proposal answers nothing, here as everywhere.
        if (q.price_list_proposal_id !== undefined)
          await service.readable(db, actor, q.price_list_proposal_id);
        return ok(await explain.getPrice(db, q.product_id, q.warehouse_id, q.price_list_proposal_id));
      },
    );
    app.get(
      '/price-list/list',
      get('I listini su cui si lavora', s.listQuery.pick({}), s.answers.priceLists),
      async (req) => ok(await service.priceLists(db, await actorOf(req))),
    );
    app.get(
      '/price-list/explain-price',
      get('Perché questo prezzo? (personale)', s.explainQuery, s.answers.explain),
      async (req) => {
        requireStaff(req);
        const q = req.query;
        return ok(await explain.explain(db, q.user_id, q.product_id, q.warehouse_id));
      },
    );
  };
}
