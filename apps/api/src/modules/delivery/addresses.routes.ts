import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressInputSchema, DELIVERY_CODES, type AddressTypeName } from '@spesa/domain';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../http/auth-guards.js';
import type { DeliveryContext } from './delivery.context.js';
import { MSG } from './delivery.messages.js';
import { q, responses } from './delivery.schemas.js';
import { addressTypeOfService } from './services.rules.js';

/** The address type a list asks for: by service id when given, else by name (default drive). */
function requestedType(query: {
  address_type?: AddressTypeName;
  delivery_service_id?: number;
}): AddressTypeName {
  if (query.delivery_service_id === undefined) return query.address_type ?? 'drive';
  const type = addressTypeOfService(query.delivery_service_id);
  if (!type) throw new AppError('SERVICE_NOT_FOUND');
  return type;
}

const choiceOf = (query: {
  address_type?: AddressTypeName;
  address_id: number;
  delivery_service_id?: number;
}) => ({
  addressType: query.address_type,
  addressId: query.address_id,
  serviceId: query.delivery_service_id,
});

/** Addresses: home addresses of the customer, pickup points and lockers (spec "Addresses and stores"). */
export function addressRoutes(ctx: DeliveryContext): FastifyPluginAsyncZod {
  const tags = ['consegna'];
  const { db, addresses, selection } = ctx;
  return async (app) => {
    app.get(
      '/user-address/delivery-service-list',
      {
        schema: {
          tags,
          summary: 'Indirizzi per un servizio (casa, negozi, locker), vicini per primi',
          querystring: q.serviceList,
          response: { 200: responses.addresses },
        },
      },
      async (req) => {
        const { latitude, longitude, distance } = req.query;
        const point = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
        const list = await addresses.forService(db, req.user?.userId ?? null, {
          addressType: requestedType(req.query),
          point,
          distance,
        });
        return ok({ addresses: list });
      },
    );

    app.get(
      '/user-address/preview',
      {
        schema: {
          tags,
          summary: 'Anteprima della scelta di un indirizzo',
          querystring: q.addressChoice,
          response: { 200: responses.preview },
        },
      },
      async (req) => ok(await selection.preview(db, requireUser(req).userId, choiceOf(req.query))),
    );

    app.post(
      '/user-address/select',
      {
        schema: {
          tags,
          summary: 'Sceglie servizio e indirizzo del carrello',
          querystring: q.addressChoice,
          response: { 200: responses.cartDelivery },
        },
      },
      async (req) => {
        const userId = requireUser(req).userId;
        const warnings = await selection.selectAddress(db, userId, choiceOf(req.query));
        return ok(await ctx.cartDelivery(userId), { warnings });
      },
    );

    app.get(
      '/user-address/view',
      {
        schema: {
          tags,
          summary: 'Un indirizzo',
          querystring: q.addressId,
          response: { 200: responses.address },
        },
      },
      async (req) => ok({ address: await addresses.view(db, requireUser(req).userId, req.query.address_id) }),
    );

    app.get(
      '/user-address/list',
      {
        schema: {
          tags,
          summary: 'Indirizzi di un tipo (home: del cliente)',
          querystring: q.addressList,
          response: { 200: responses.addresses },
        },
      },
      async (req) => {
        const type = req.query.address_type;
        const list =
          type === 'home'
            ? await addresses.homeAddresses(db, requireUser(req).userId)
            : await addresses.pickupAddresses(db, type);
        return ok({ addresses: list });
      },
    );

    app.get(
      '/user-address/list-store',
      {
        schema: {
          tags,
          summary: 'Punti di ritiro e locker di un negozio',
          querystring: q.storeId,
          response: { 200: responses.addresses },
        },
      },
      async (req) => ok({ addresses: await addresses.pickupAddresses(db, undefined, req.query.store_id) }),
    );

    app.get(
      '/user-address/delete',
      {
        schema: {
          tags,
          summary: 'Elimina un indirizzo (non quello del carrello)',
          querystring: q.addressId,
          response: { 200: responses.addresses },
        },
        config: { csrf: true },
      },
      async (req) => {
        const userId = requireUser(req).userId;
        const left = await addresses.remove(db, userId, req.query.address_id);
        return ok({ addresses: left });
      },
    );

    app.post(
      '/user-address/check',
      {
        schema: {
          tags,
          summary: 'Copertura della consegna a domicilio',
          body: addressInputSchema,
          response: { 200: responses.check },
        },
      },
      async (req) => {
        const { check, warnings } = await addresses.check(db, req.body);
        return ok(check, { warnings });
      },
    );

    app.post(
      '/user-address/update',
      {
        schema: {
          tags,
          summary: 'Crea o modifica un indirizzo di consegna',
          body: addressInputSchema,
          response: { 200: responses.address },
        },
      },
      async (req) => {
        const userId = requireUser(req).userId;
        const { address, warnings } = await selection.saveAddress(db, addresses, userId, req.body);
        return ok(
          { address },
          { infos: [{ code: DELIVERY_CODES.addressSaved, message: MSG.addressSaved }], warnings },
        );
      },
    );

    app.post(
      '/eurospin-address-form/save-new-address',
      {
        schema: {
          tags,
          summary: "Chiede l'attivazione della consegna per un indirizzo",
          body: addressInputSchema,
          response: { 200: responses.none },
        },
      },
      async (req) => {
        await addresses.requestEnable(db, req.user?.userId ?? null, req.body);
        return ok(null, { infos: [{ code: DELIVERY_CODES.notifySaved, message: MSG.notifySaved }] });
      },
    );
  };
}
