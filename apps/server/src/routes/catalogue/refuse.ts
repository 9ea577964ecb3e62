import { Code, type Fail } from '@rcadmin/contract';
import type { FastifyRequest } from 'fastify';
import { refusal } from '../../http/define-call';
import type { Refused } from '../../repositories/catalogue';

const CODES: Record<Refused['kind'], string> = {
  notFound: Code.notFound,
  duplicate: Code.duplicate,
  inUse: Code.inUse,
  invalid: Code.invalidValues,
  stale: Code.staleVersion,
  forbidden: Code.forbidden,
};

/** The failure envelope of a refused catalogue write; a form field, when named, carries the message too. */
export function refuse(request: FastifyRequest, refused: Refused): Fail {
  const fieldErrors = refused.field
    ? [{ field: refused.field, msg: request.t(refused.message, refused.params) }]
    : undefined;
  return refusal(
    request,
    CODES[refused.kind],
    refused.message,
    refused.params,
    fieldErrors && { fieldErrors },
  );
}

/** A form's optional number ('' or absent: undefined). */
export const optionalNumber = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : Number(value);

/** A required text that holds only spaces: 4220 on its field. */
export const blank = (request: FastifyRequest, field: string): Fail =>
  refusal(
    request,
    Code.invalidValues,
    'catalogueTextRequired',
    { field },
    {
      fieldErrors: [{ field, msg: request.t('catalogueTextRequired', { field }) }],
    },
  );
