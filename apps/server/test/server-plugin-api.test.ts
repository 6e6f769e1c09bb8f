import { describe, expect, it } from 'vitest';
import { shell } from '@lonna/core/contracts';
import { ApiError, defineServerPlugin, formatMessage, handle, ServerPluginError } from '@lonna/core/server';

describe('@lonna/core/server', () => {
  const list = handle(shell.tidkoder, () => []);

  it('defineServerPlugin checks id, duplicate bindings and migration names', () => {
    expect(() => defineServerPlugin({ id: 'Bad Id', version: '1.0.0' })).toThrow(ServerPluginError);
    expect(() => defineServerPlugin({ id: 'x', version: '1.0.0', endpoints: [list, list] })).toThrow(/binds GET \/api\/tidkoder twice/);
    expect(() => defineServerPlugin({ id: 'x', version: '1.0.0', migrations: { initial: { up: async () => undefined } } })).toThrow(/named like "001-initial"/);
    const ok = defineServerPlugin({ id: 'x', version: '1.0.0', endpoints: [list] });
    expect(ok.$$type).toBe('@lonna/ServerPlugin');
    expect(Object.isFrozen(ok)).toBe(true);
  });

  it('handle defaults to one transaction per write', () => {
    expect(list.options.transaction).toBe('auto');
    expect(handle(shell.authenticate, () => ({ requireSMSVerification: true as const }), { transaction: 'manual' }).options.transaction).toBe('manual');
  });

  it('ApiError turns into the wire body', () => {
    expect(new ApiError(400, 40000, 'Fel', 'Login').toBody()).toEqual({ dvCode: 40000, message: 'Fel', field: 'Login' });
    expect(new ApiError(404, 40401, 'Saknas').toBody()).toEqual({ dvCode: 40401, message: 'Saknas' });
  });

  it('formatMessage fills {{placeholders}} and leaves unknown ones', () => {
    expect(formatMessage('Försök igen efter kl. {{time}}.', { time: '14:05' })).toBe('Försök igen efter kl. 14:05.');
    expect(formatMessage('{{a}} {{ b }} {{c}}', { a: 1, b: 'x' })).toBe('1 x {{c}}');
  });
});
