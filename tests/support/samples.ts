/** An operation's sample request and code in every language, as its page makes them, for tests. */
import {codeSampleLanguages} from '../../plugins/openapi/codeSampleLanguages';
import type {ApiOperation, SpecModel} from '../../plugins/openapi/model';
import {PageContext} from '../../plugins/openapi/render/context';
import {buildSampleRequest, renderCodeSamples, type SampleRequest} from '../../plugins/openapi/render/samples';
import {REFERENCE_ROUTE_BASE} from '../../plugins/shared/routes';

/** The operation named by its operationId, or given; the model's first when none is. */
function operationOf(model: SpecModel, op?: string | ApiOperation): ApiOperation {
  if (typeof op !== 'string') return op ?? model.operations[0];
  const found = model.operations.find((candidate) => candidate.operationId === op);
  if (!found) throw new Error(`no operation ${op}`);
  return found;
}

/** The request an operation's samples make, their variables named with `envPrefix`. */
export function sampleRequestOf(model: SpecModel, op?: string | ApiOperation, envPrefix = 'API'): SampleRequest {
  return buildSampleRequest(
    new PageContext(model, {routeBase: REFERENCE_ROUTE_BASE}),
    operationOf(model, op),
    envPrefix,
  );
}

/** Each language's sample code of an operation, by language (`curl`, `python`, …). */
export function samplesOf(model: SpecModel, op?: string | ApiOperation, envPrefix = 'API'): Record<string, string> {
  const request = sampleRequestOf(model, op, envPrefix);
  return Object.fromEntries(
    renderCodeSamples(request, codeSampleLanguages, operationOf(model, op).title).map((s) => [s.language, s.code]),
  );
}
