import { sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { skatteverketRule } from '../src/rules/travel-rules';
import { $ruleDraft, $ruleError, ruleAdded, ruleEdited, ruleSaved } from '../src/pages/settings/travel-rules-model';

const STANDARD = skatteverketRule(2026)!;
const RULE = { ...STANDARD, Id: 'r1', GiltigFran: '2026-06-01', Regelverk: 'Avtal', UpdatedBy: 'Fia', UpdatedAt: 0 };

describe('the travel rules section’s model', () => {
  it('a new rule starts from Skatteverket’s without a date; a refusal keeps the dialog open with the field; a save closes it', async () => {
    let sent: unknown = null;
    const api = fakeApi({
      'POST /api/compensations/travelRules': ({ request: { body } }) => {
        sent = body;
        return (body as { Natt: number }).Natt < 0
          ? { status: 400, body: { dvCode: 40000, message: 'Beloppen får inte vara negativa.', field: 'Natt' } }
          : { body: { ...(body as object), Id: 'r2', UpdatedBy: 'Fia', UpdatedAt: 1 } };
      },
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(ruleAdded, { scope, params: STANDARD });
    expect(scope.getState($ruleDraft)).toEqual({ Id: null, value: { ...STANDARD, GiltigFran: '' } });

    await allSettled(ruleSaved, { scope, params: { Id: null, value: { ...STANDARD, GiltigFran: '2026-06-01', Natt: -1 } } });
    expect(scope.getState($ruleError)).toEqual({ field: 'Natt', message: 'Beloppen får inte vara negativa.' });
    expect(scope.getState($ruleDraft)).not.toBeNull();

    await allSettled(ruleSaved, { scope, params: { Id: null, value: { ...STANDARD, GiltigFran: '2026-06-01' } } });
    expect(sent).toMatchObject({ GiltigFran: '2026-06-01', Regelverk: 'Skatteverket' });
    expect(scope.getState($ruleDraft)).toBeNull();
    expect(scope.getState($ruleError)).toBeNull();
  });

  it('editing a rule sends it without its bookkeeping to its own address', async () => {
    let sent: unknown = null;
    const api = fakeApi({
      'PUT /api/compensations/travelRules/r1': ({ request: { body } }) => {
        sent = body;
        return { body: { ...(body as object), Id: 'r1', UpdatedBy: 'Fia', UpdatedAt: 2 } };
      },
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(ruleEdited, { scope, params: RULE });
    const draft = scope.getState($ruleDraft)!;
    expect(draft.Id).toBe('r1');
    expect(draft.value).not.toHaveProperty('UpdatedBy');
    await allSettled(ruleSaved, { scope, params: { Id: 'r1', value: { ...draft.value, Natt: 175 } } });
    expect(sent).toMatchObject({ GiltigFran: '2026-06-01', Natt: 175 });
    expect(sent).not.toHaveProperty('Id');
    expect(scope.getState($ruleDraft)).toBeNull();
  });
});
