import type { AddressBody, AddressDto } from '@shop/contract/address';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './address.repo.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export {
  type AddressFields,
  addressQuery,
  countAddressesSince,
  findAddress,
  findDefaultAddress,
  findRegionCountries,
} from './address.repo.ts';

export const MAX_ADDRESSES = 50;

export async function listAddresses({ db }: AppDeps, userId: number, page: number, limit: number) {
  const { list, total } = await repo.listAddresses(db, userId, page, limit);
  return { list: list satisfies AddressDto[], total, page, limit };
}

export async function getAddress({ db }: AppDeps, userId: number, id: number): Promise<AddressDto> {
  const address = await repo.findAddress(db, userId, id);
  if (!address) throw new AppError('NOT_FOUND');
  return address;
}

/**
 * Creates an address, or updates one when `id` is given. The first address becomes the default; asking for
 * default moves the mark from the previous one in the same transaction.
 */
export async function saveAddress({ db }: AppDeps, userId: number, body: AddressBody): Promise<AddressDto> {
  const fields = {
    addressee: body.addressee,
    mobile: body.mobile,
    country: body.country,
    area: body.area,
    detail: body.detail,
    tag: body.tag,
  };
  return db.transaction().execute(async (trx) => {
    await repo.lockShopperAddresses(trx, userId);
    let address: AddressDto | undefined;
    if (body.id !== undefined) {
      address = await repo.updateAddress(trx, userId, body.id, fields);
      if (!address) throw new AppError('NOT_FOUND');
    } else {
      if ((await repo.countAddresses(trx, userId)) >= MAX_ADDRESSES) {
        throw new AppError('ADDRESS_LIMIT', { max: MAX_ADDRESSES });
      }
      address = await repo.insertAddress(trx, userId, fields);
    }
    const isFirst = body.id === undefined && (await repo.countAddresses(trx, userId)) === 1;
    if (body.is_default || isFirst) {
      await repo.setDefault(trx, userId, address.id);
      address = { ...address, is_default: true };
    }
    return address;
  });
}

export async function setDefaultAddress({ db }: AppDeps, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.lockShopperAddresses(trx, userId);
    if (!(await repo.setDefault(trx, userId, id))) throw new AppError('NOT_FOUND');
  });
}

/** Deletes an address; when it was the default, the newest remaining one takes over. */
export async function deleteAddress({ db }: AppDeps, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.lockShopperAddresses(trx, userId);
    const deleted = await repo.deleteAddress(trx, userId, id);
    if (!deleted) throw new AppError('NOT_FOUND');
    if (deleted.is_default) {
      const next = await repo.newestAddressId(trx, userId);
      if (next !== undefined) await repo.setDefault(trx, userId, next);
    }
  });
}
